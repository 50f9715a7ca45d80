import type { Locale } from '@/i18n/routing'
import { HttpError } from '@/lib/http/errors'
import { authMessage } from './messages'

/**
 * A bound on how many password hashes run at once. A CMS sign-in costs a
 * 600,000-round PBKDF2 (about 130 ms of one core) on Node's libuv thread pool, which also reads every
 * file the site serves; 64 sign-ins at once held all 4 threads, and an image took 13.6 s. Through this
 * gate at most `concurrency` hashes run (1 of the pool's 4 threads by default), a few more wait their
 * turn, and the rest are told at once to retry: the site keeps serving whatever the sign-in load.
 *
 * Raising UV_THREADPOOL_SIZE was the other option; it only moves the cliff (64 hashes fill 64 threads
 * on 2 cores just the same), while a gate bounds the cost whatever arrives. A larger pool still widens
 * the gate: a quarter of its threads.
 */
export class GateFull extends Error {
  constructor() {
    super('Too many operations waiting')
    this.name = 'GateFull'
  }
}

export class Gate {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs `task` when a place is free; throws GateFull at once when `maxWaiting` already wait. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new GateFull()
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    try {
      return await task()
    } finally {
      // The place passes straight to the next in line (running stays the same), else it is freed.
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }
}

const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4

/**
 * The gate of every sign-in's password hash: the CMS's PBKDF2 and the dashboard's scrypt (50-100 ms,
 * 32 MiB each) share it, since they share the thread pool. 16 waiting at 130 ms each is about 2 s at
 * most for someone who signs in during a flood; beyond that a sign-in is answered 503 with
 * Retry-After at once.
 */
export const signInGate = new Gate(Math.max(1, Math.floor(threadPool / 4)), 16)

/** The answer when the gate is full: nothing was checked, try again in a few seconds. */
export function signInBusy(locale: Locale): HttpError {
  return new HttpError(503, 'BUSY', authMessage('signInBusy', locale), { headers: { 'Retry-After': '5' } })
}
