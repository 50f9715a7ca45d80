import type { Payload } from 'payload'

import { adapterPoolSize } from '@/platform/payload-adapter'

/** How long a request may wait for a free slot before it is answered 503 (server busy). */
export const SLOT_WAIT_MS = 10_000

type Waiter = { resolve: (release: () => void) => void; timer: NodeJS.Timeout }

/**
 * A counting semaphore in front of the transactions of this process.
 *
 * Each submission holds one pooled connection for its whole transaction. With more concurrent
 * submissions than connections, the rest would wait in pg-pool's own queue, whose deadline is the
 * connect timeout (2 s, there so that a DOWN database answers fast): a merely BUSY database would
 * then also answer 503. Queuing here instead, below the pool size, keeps the two apart: a busy
 * site waits its turn (up to SLOT_WAIT_MS), a dead database still fails at once.
 */
export class Slots {
  private free: number
  private readonly waiters: Waiter[] = []

  constructor(readonly size: number) {
    this.free = size
  }

  acquire(timeoutMs = SLOT_WAIT_MS): Promise<() => void> {
    if (this.free > 0) {
      this.free--
      return Promise.resolve(this.releaser())
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          const i = this.waiters.indexOf(waiter)
          if (i >= 0) this.waiters.splice(i, 1)
          reject(new SlotTimeoutError())
        }, timeoutMs),
      }
      this.waiters.push(waiter)
    })
  }

  private releaser(): () => void {
    let done = false
    return () => {
      if (done) return
      done = true
      const next = this.waiters.shift()
      if (next) {
        clearTimeout(next.timer)
        next.resolve(this.releaser())
      } else this.free++
    }
  }
}

export class SlotTimeoutError extends Error {
  constructor() {
    super('No database slot free in time')
    this.name = 'SlotTimeoutError'
  }
}

const bySite = new WeakMap<Payload, Slots>()

/**
 * The slots of one Payload instance: two fewer than its pool's connections, which leaves room for
 * the queries made outside transactions (rate limits, replays, page renders).
 */
export function transactionSlots(payload: Payload): Slots {
  let slots = bySite.get(payload)
  if (!slots) {
    const max = adapterPoolSize(payload)
    slots = new Slots(Math.max(1, max - 2))
    bySite.set(payload, slots)
  }
  return slots
}
