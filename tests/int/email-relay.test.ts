/**
 * The outbox through a relay that fails in the ways real ones do (issue 25, item 1), against a real
 * SMTP server on loopback and the run's PostgreSQL. SMTP_URL is read when the config is imported,
 * so everything that imports it is loaded after the server is up (this file runs in its own process).
 */
import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startMailServer } from './helpers/mail'

const mail = await startMailServer()
process.env.SMTP_URL = mail.url
process.env.EMAIL_FROM = 'no-reply@studio.test'

const { testPayload } = await import('./helpers/api')
const { uid } = await import('./helpers/public')
const { deliverDueEmails, outboxInsert } = await import('@/lib/email/outbox')

let payload: Awaited<ReturnType<typeof testPayload>>

beforeAll(async () => {
  payload = await testPayload()
  // Messages queued by earlier files with no SMTP server configured would go first (FIFO).
  await payload.delete({ collection: 'outbox', where: { status: { in: ['pending', 'failed'] } }, overrideAccess: true })
})

afterAll(async () => {
  await mail.refuse(false)
  await mail.close()
})

function queue(tag: string, count: number) {
  const emails = Array.from({ length: count }, (_, i) => ({
    to: `${tag}-${i}@example.ca`,
    subject: `Relay ${tag} ${i}`,
    text: 'Hello',
    kind: 'test-email' as const,
    locale: 'en' as const,
  }))
  return payload.db.drizzle.execute(outboxInsert(emails)).then(() => emails)
}

/** Rejects when `promise` has not settled within `ms`: a hung outbox fails the test instead of stalling it. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** Every due message of `tag` made due now, as if its backoff had passed. */
async function makeDue(tag: string) {
  await payload.db.drizzle.execute(
    sql`UPDATE "outbox" SET "next_attempt_at" = now() - interval '1 second' WHERE "to" LIKE ${`${tag}-%`} AND "status" <> 'sent'`,
  )
}

async function statusesOf(tag: string) {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { like: tag } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

describe('the outbox through a relay that refuses connections', () => {
  it('fails the batch while the relay is down, and sends everything once it is back, in the same process', async () => {
    const tag = `refused-${uid()}`
    const emails = await queue(tag, 24)
    await mail.refuse(true)
    try {
      // With the relay's port closed every attempt fails at once (ECONNREFUSED); none may hang.
      const totals = await within(deliverDueEmails(payload), 30_000, 'a delivery run against a refusing relay')
      expect(totals.sent).toBe(0)
      expect(totals.failed).toBe(24)
    } finally {
      await mail.refuse(false)
    }
    const failed = await statusesOf(tag)
    expect(failed.every((m) => m.status === 'failed' && m.attempts === 1 && m.nextAttemptAt)).toBe(true)
    expect(failed[0]!.lastError).toMatch(/ECONNREFUSED/)

    await makeDue(tag)
    const totals = await within(deliverDueEmails(payload), 30_000, 'a delivery run once the relay is back')
    expect(totals).toEqual({ sent: 24, failed: 0 })
    for (const email of emails) expect(mail.received.filter((m) => m.envelopeTo.includes(email.to))).toHaveLength(1)
  })
})
