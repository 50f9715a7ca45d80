import { afterEach, describe, expect, it } from 'vitest'

import { sendTimeoutMs } from '@/lib/email/adapter'
import { claimLeaseS, givesUp, outboxMessageId, retryDelayMs, RETRY_FOR_MS } from '@/lib/email/outbox'

const saved = { ...process.env }
afterEach(() => {
  for (const key of ['OUTBOX_RETRY_FIRST_S', 'OUTBOX_RETRY_MAX_S', 'OUTBOX_SEND_TIMEOUT_S', 'EMAIL_FROM']) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
})

/** The waits between attempt 1 and attempt `attempts` (the first is sent at once). */
const waitedBefore = (attempts: number) =>
  Array.from({ length: attempts - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0)

/** The attempt after which a message is given up. */
const lastAttempt = () => {
  let n = 1
  while (!givesUp(n)) n++
  return n
}

describe('outbox retry schedule (a relay down for hours loses no message)', () => {
  it('keeps trying for at least 48 hours, then gives up', () => {
    expect(RETRY_FOR_MS).toBe(48 * 3600_000)
    const last = lastAttempt()
    // The old schedule gave up after 8 attempts, about two hours.
    expect(givesUp(8)).toBe(false)
    expect(waitedBefore(last)).toBeGreaterThanOrEqual(48 * 3600_000)
    // And not much longer: the attempt before the last had not yet waited 48 hours.
    expect(waitedBefore(last - 1)).toBeLessThan(48 * 3600_000)
    expect(last).toBe(55)
  })

  it('starts from OUTBOX_RETRY_FIRST_S and still caps the wait at an hour', () => {
    process.env.OUTBOX_RETRY_FIRST_S = '2'
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000])
    expect(retryDelayMs(40)).toBe(3_600_000)
    expect(waitedBefore(lastAttempt())).toBeGreaterThanOrEqual(48 * 3600_000)
  })

  it('caps the wait at OUTBOX_RETRY_MAX_S, and still retries for 48 hours', () => {
    process.env.OUTBOX_RETRY_FIRST_S = '1'
    process.env.OUTBOX_RETRY_MAX_S = '2'
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([1_000, 2_000, 2_000, 2_000])
    // 1 s, then 2 s each: 48 hours are reached after 86,400 waits, not sooner.
    expect(givesUp(86_000)).toBe(false)
    expect(givesUp(86_402)).toBe(true)
    process.env.OUTBOX_RETRY_MAX_S = 'soon'
    expect(retryDelayMs(40)).toBe(3_600_000)
  })

  it('claims a message for longer than a send may take', () => {
    expect(claimLeaseS()).toBe(120)
    process.env.OUTBOX_SEND_TIMEOUT_S = '300'
    expect(sendTimeoutMs()).toBe(300_000)
    expect(claimLeaseS() * 1000).toBeGreaterThan(sendTimeoutMs() + 5_000)
  })

  it('gives a row the same Message-ID on every attempt, distinct from another row', () => {
    process.env.EMAIL_FROM = 'no-reply@studio.example'
    const created = '2026-11-25T20:00:00.000Z'
    expect(outboxMessageId(42, created)).toBe(outboxMessageId(42, new Date(created)))
    expect(outboxMessageId(42, created)).toMatch(/^<outbox\.42\.\d+@studio\.example>$/)
    expect(outboxMessageId(43, created)).not.toBe(outboxMessageId(42, created))
  })
})
