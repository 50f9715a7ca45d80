/**
 * The outbox through a relay that fails in the ways real ones do, against a real
 * SMTP server on loopback and the run's PostgreSQL. SMTP_URL is read when the config is imported,
 * so everything that imports it is loaded after the server is up (this file runs in its own process).
 */
import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startMailServer } from './helpers/mail'
import { adapterDrizzle } from '@/platform/payload-adapter'

const mail = await startMailServer()
process.env.SMTP_URL = mail.url
process.env.EMAIL_FROM = 'no-reply@studio.test'
// Only the test's own runs send, so that each one's totals are those of its messages.
process.env.OUTBOX_WORKER = '0'

const { apiJson, testPayload } = await import('./helpers/api')
const { bearer, signInAdmin } = await import('./helpers/admin')
const { nextIp, uid } = await import('./helpers/public')
const { alertsReport } = await import('@/lib/monitoring/alerts')
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
  return adapterDrizzle(payload)
    .execute(outboxInsert(emails))
    .then(() => emails)
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

/** Until the sender's pooled connections have closed (idle), so that a fault applies to new ones. */
async function idle() {
  const { SMTP_IDLE_CLOSE_MS } = await import('@/lib/email/adapter')
  const start = Date.now()
  while (mail.state.open > 0) {
    if (Date.now() - start > SMTP_IDLE_CLOSE_MS + 10_000) throw new Error('SMTP connections still open')
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Every due message of `tag` made due now, as if its backoff had passed. */
async function makeDue(tag: string) {
  await adapterDrizzle(payload).execute(
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
    await idle()
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
    // The refused connects say so; the messages queued on their pool fail as it is retired.
    expect(failed.every((m) => /ECONNREFUSED|Connection pool was closed/.test(m.lastError ?? ''))).toBe(true)
    expect(failed.some((m) => /ECONNREFUSED/.test(m.lastError ?? ''))).toBe(true)

    await makeDue(tag)
    const totals = await within(deliverDueEmails(payload), 30_000, 'a delivery run once the relay is back')
    expect(totals).toEqual({ sent: 24, failed: 0 })
    for (const email of emails) expect(mail.received.filter((m) => m.envelopeTo.includes(email.to))).toHaveLength(1)
  })
})

/** The messages of `tag`, and how many times the relay received each (by Message-ID). */
function receivedOf(tag: string) {
  return mail.received.filter((m) => m.envelopeTo.some((to) => to.startsWith(`${tag}-`)))
}

function expectEachOnce(tag: string, count: number) {
  const ids = receivedOf(tag).map((m) => m.headers['message-id'])
  expect(ids).toHaveLength(count)
  expect(new Set(ids).size).toBe(count)
}

describe('the outbox through a relay that hangs or breaks mid-message', () => {
  it('abandons a send past its deadline, and delivers the message once on the retry', async () => {
    const tag = `slow-${uid()}`
    await queue(tag, 3)
    await idle()
    process.env.OUTBOX_SEND_TIMEOUT_S = '1'
    // Longer than the deadline, shorter than nodemailer's own greeting timeout (10 s).
    mail.state.greetingDelayMs = 4_000
    try {
      const started = Date.now()
      const totals = await within(deliverDueEmails(payload), 15_000, 'a delivery run against a silent relay')
      expect(totals).toEqual({ sent: 0, failed: 3 })
      expect(Date.now() - started).toBeLessThan(4_000)
    } finally {
      delete process.env.OUTBOX_SEND_TIMEOUT_S
      mail.state.greetingDelayMs = 0
    }
    expect((await statusesOf(tag))[0]!.lastError).toMatch(/timed out/)
    // The abandoned connections are closed: their greeting, when it comes, leads nowhere.
    await new Promise((r) => setTimeout(r, 4_500))
    expect(receivedOf(tag)).toHaveLength(0)
    await makeDue(tag)
    expect(await within(deliverDueEmails(payload), 30_000, 'the retry')).toEqual({ sent: 3, failed: 0 })
    expectEachOnce(tag, 3)
  })

  it('retries messages whose connection broke mid-message, keeping one Message-ID per message', async () => {
    const tag = `dropped-${uid()}`
    await queue(tag, 12)
    await idle()
    mail.state.dropMidMessage = true
    try {
      const totals = await within(deliverDueEmails(payload), 30_000, 'a delivery run against a dropping relay')
      expect(totals.sent).toBe(0)
    } finally {
      mail.state.dropMidMessage = false
    }
    await makeDue(tag)
    await within(deliverDueEmails(payload), 30_000, 'the retry')
    expectEachOnce(tag, 12)
    const rows = await statusesOf(tag)
    expect(rows.every((m) => m.status === 'sent' && m.attempts === 2)).toBe(true)
    // The Message-ID names the row, so a copy delivered by a lost acknowledgement is recognisable.
    for (const row of rows) {
      const got = receivedOf(tag).find((m) => m.envelopeTo.includes(row.to))!
      expect(got.headers['message-id']).toMatch(new RegExp(`^<outbox\\.${row.id}\\.\\d+@studio\\.test>$`))
    }
  })

  it('keeps retrying past the old 8 attempts, and gives up only once 48 hours of waits are spent', async () => {
    const tag = `long-${uid()}`
    await queue(tag, 2)
    await adapterDrizzle(payload).execute(
      sql`UPDATE "outbox" SET "attempts" = CASE WHEN "to" LIKE ${`${tag}-0%`} THEN 8 ELSE 54 END WHERE "to" LIKE ${`${tag}-%`}`,
    )
    await idle()
    await mail.refuse(true)
    try {
      await within(deliverDueEmails(payload), 30_000, 'a delivery run against a refusing relay')
    } finally {
      await mail.refuse(false)
    }
    const [ninth, last] = await statusesOf(tag).then((rows) => rows.sort((a, b) => a.attempts - b.attempts))
    expect(ninth).toMatchObject({ status: 'failed', attempts: 9 })
    expect(ninth!.nextAttemptAt).toBeTruthy()
    expect(last).toMatchObject({ status: 'failed', attempts: 55 })
    expect(last!.nextAttemptAt ?? null).toBeNull()
    // Failed for good is not claimed again, even once its time has come.
    await adapterDrizzle(payload).execute(
      sql`UPDATE "outbox" SET "next_attempt_at" = now() - interval '1 second' WHERE "id" = ${ninth!.id}`,
    )
    await deliverDueEmails(payload)
    expect(receivedOf(tag).map((m) => m.envelopeTo[0])).toEqual([ninth!.to])
  })
})

describe('what the administrator sees of undelivered e-mail', () => {
  /** Two old messages: one given up (failed, no next attempt), one still waiting after 11 minutes. */
  async function undelivered(tag: string) {
    await queue(tag, 2)
    await adapterDrizzle(payload).execute(
      sql`UPDATE "outbox" SET "created_at" = now() - interval '11 minutes',
            "status" = CASE WHEN "to" LIKE ${`${tag}-0%`} THEN 'failed' ELSE 'pending' END::enum_outbox_status,
            "attempts" = CASE WHEN "to" LIKE ${`${tag}-0%`} THEN 55 ELSE 0 END,
            "last_error" = CASE WHEN "to" LIKE ${`${tag}-0%`} THEN 'connect ECONNREFUSED' END,
            "next_attempt_at" = CASE WHEN "to" LIKE ${`${tag}-0%`} THEN NULL ELSE now() + interval '1 hour' END
          WHERE "to" LIKE ${`${tag}-%`}`,
    )
    return (await statusesOf(tag)).sort((a, b) => a.to.localeCompare(b.to))
  }

  it('/monitoring raises a critical alert for a message waiting over 10 minutes, and a warning for failures', async () => {
    const tag = `alert-${uid()}`
    await undelivered(tag)
    const report = await alertsReport(payload)
    expect(report.alerts).toContainEqual(expect.objectContaining({ type: 'email_delay', level: 'critical' }))
    expect(report.alerts.find((a) => a.type === 'email_delay')!.value).toBeGreaterThanOrEqual(11)
    expect(report.alerts).toContainEqual(expect.objectContaining({ type: 'email', level: 'warning' }))
    // Once sent, nothing waits any more.
    await adapterDrizzle(payload).execute(sql`UPDATE "outbox" SET "status" = 'sent' WHERE "status" <> 'sent'`)
    expect((await alertsReport(payload)).alerts.filter((a) => a.type.startsWith('email'))).toEqual([])
  })

  it("lists failed and long-waiting messages, and sends one again once, in the caller's language", async () => {
    const tag = `admin-${uid()}`
    const [gaveUp, waiting] = await undelivered(tag)
    const token = await signInAdmin()
    const admin = (path: string, init: { method?: string; json?: unknown } = {}) =>
      apiJson<Record<string, unknown>>(path, { ...init, headers: bearer(token), ip: nextIp() })

    expect((await apiJson('/api/admin/outbox', { ip: nextIp() })).status).toBe(401)
    expect(
      (await apiJson(`/api/admin/outbox/${gaveUp!.id}/send-again`, { method: 'POST', json: {}, ip: nextIp() })).status,
    ).toBe(401)

    const list = await apiJson<Record<string, unknown>[]>(`/api/admin/outbox?q=${tag}`, {
      headers: bearer(token),
      ip: nextIp(),
    })
    expect(list.status).toBe(200)
    expect(list.data.map((m) => [m.to, m.state])).toEqual(
      expect.arrayContaining([
        [gaveUp!.to, 'gaveUp'],
        [waiting!.to, 'waiting'],
      ]),
    )
    expect(list.data.find((m) => m.to === gaveUp!.to)).toMatchObject({
      attempts: 55,
      lastError: 'connect ECONNREFUSED',
    })

    const again = await admin(`/api/admin/outbox/${gaveUp!.id}/send-again?locale=fr`, { method: 'POST', json: {} })
    expect(again.status).toBe(200)
    expect(again.data).toMatchObject({ status: 'pending', attempts: 0, state: 'waiting' })
    expect(again.data.message).toMatch(/renvoyé/)
    await eventually(async () => (await statusesOf(tag)).find((m) => m.id === gaveUp!.id)!.status === 'sent')
    expect(receivedOf(tag).filter((m) => m.envelopeTo.includes(gaveUp!.to))).toHaveLength(1)

    // Sent: a second request would send it twice.
    const twice = await admin(`/api/admin/outbox/${gaveUp!.id}/send-again?locale=fr`, { method: 'POST', json: {} })
    expect(twice.status).toBe(409)
    expect(twice.data).toMatchObject({ error: 'ALREADY_SENT', message: expect.stringMatching(/déjà été envoyé/) })
    const unknown = await admin('/api/admin/outbox/99999999/send-again', { method: 'POST', json: {} })
    expect(unknown.status).toBe(404)
    expect(unknown.data).toMatchObject({ error: 'NOT_FOUND', message: 'This e-mail does not exist.' })
    expect((await admin('/api/admin/outbox/abc/send-again', { method: 'POST', json: {} })).status).toBe(404)
  })

  it('does not send again a message whose send is under way', async () => {
    const tag = `claimed-${uid()}`
    const [row] = await undelivered(tag)
    await adapterDrizzle(payload).execute(
      sql`UPDATE "outbox" SET "locked_until" = now() + interval '2 minutes' WHERE "id" = ${row!.id}`,
    )
    const token = await signInAdmin()
    const res = await apiJson<Record<string, unknown>>(`/api/admin/outbox/${row!.id}/send-again`, {
      method: 'POST',
      json: {},
      headers: bearer(token),
      ip: nextIp(),
    })
    expect(res.status).toBe(409)
    expect(res.data).toMatchObject({ error: 'SENDING' })
  })
})

async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 100))
  }
}
