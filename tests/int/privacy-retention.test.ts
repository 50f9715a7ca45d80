import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import { RETENTION_RULES } from '@/lib/privacy/store'
import { applyRetention, cutoffOf, lastRetentionRun, readRetention, runRetentionIfDue } from '@/lib/privacy/retention'
import { apiJson, testPayload } from './helpers/api'
import { bearer, signInAdmin } from './helpers/admin'
import { uid } from './helpers/public'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const DAY = 24 * 3600_000

/** Inserts a row with the given age (relative to `now`) and returns its id. */
async function aged(table: string, ageMs: number, now: Date, values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values)
  const [row] = await execute(
    payload,
    sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}, created_at, updated_at)
        VALUES (${sql.join(
          columns.map((c) => sql`${values[c]}`),
          sql`, `,
        )}, ${new Date(now.getTime() - ageMs).toISOString()}, now()) RETURNING id`,
  )
  return Number(row!.id)
}

const exists = async (table: string, id: number) =>
  (await execute(payload, sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id}`)).length === 1

describe('privacy retention', () => {
  it('removes exactly what is past its time, with the periods set in the CMS', async () => {
    await payload.updateGlobal({
      slug: 'privacy-settings',
      data: { inquiriesMonths: 24, sentEmailsDays: 90, securityEventsMonths: 13, webVitalsMonths: 6 },
      overrideAccess: true,
    })
    expect(await readRetention(payload)).toMatchObject({ webVitalsMonths: 6, inquiriesMonths: 24 })

    // The real time: the rows of the other suites are young, only this test's rows are aged.
    const now = new Date()
    const tag = uid()
    const inquiry = (ageMs: number) =>
      aged('inquiries', ageMs, now, { name: `Old ${tag}`, email: `old-${tag}@example.ca`, message: 'x', locale: 'en' })
    const email = (ageMs: number, status: string) =>
      aged('outbox', ageMs, now, {
        to: `mail-${tag}@example.ca`,
        subject: 's',
        text: 't',
        kind: 'other',
        locale: 'en',
        status,
        attempts: 0,
        sent_at: status === 'sent' ? new Date(now.getTime() - ageMs).toISOString() : null,
      })
    const vitals = (ageMs: number) =>
      aged('web_vitals', ageMs, now, {
        metric: 'LCP',
        value: 1000,
        rating: 'good',
        metric_id: `v-${tag}-${ageMs}`,
        page: `/${tag}`,
      })
    const event = (ageMs: number) =>
      aged('security_events', ageMs, now, {
        reason: 'suspicious_activity',
        method: 'GET',
        ip: '203.0.113.9',
        endpoint: `/${tag}`,
      })

    // One day either side of 24 calendar months before now.
    const months24 = now.getTime() - cutoffOf(RETENTION_RULES[0]!, 24, now).getTime()
    const oldInquiry = await inquiry(months24 + DAY)
    const youngInquiry = await inquiry(months24 - DAY)
    // A booked inquiry became a contract: kept. An old one's history leaves with it.
    const bookedInquiry = await inquiry(months24 + DAY)
    await execute(payload, sql`UPDATE inquiries SET stage = 'booked' WHERE id = ${bookedInquiry}`)
    const oldEvent0 = await aged('inquiry_events', months24 + DAY, now, {
      inquiry_id: oldInquiry,
      kind: 'note',
      text: 'n',
    })
    const oldSent = await email(91 * DAY, 'sent')
    const youngSent = await email(89 * DAY, 'sent')
    // A failed e-mail is not "sent": the mail dashboard still needs it.
    const oldFailed = await email(200 * DAY, 'failed')
    const oldVitals = await vitals(190 * DAY)
    const youngVitals = await vitals(170 * DAY)
    const oldEvent = await event(400 * DAY)
    const youngEvent = await event(390 * DAY)

    const run = await applyRetention(payload, now)

    expect(await exists('inquiries', oldInquiry)).toBe(false)
    expect(await exists('inquiries', youngInquiry)).toBe(true)
    expect(await exists('inquiries', bookedInquiry)).toBe(true)
    expect(await exists('inquiry_events', oldEvent0)).toBe(false)
    expect(await exists('outbox', oldSent)).toBe(false)
    expect(await exists('outbox', youngSent)).toBe(true)
    expect(await exists('outbox', oldFailed)).toBe(true)
    expect(await exists('web_vitals', oldVitals)).toBe(false)
    expect(await exists('web_vitals', youngVitals)).toBe(true)
    expect(await exists('security_events', oldEvent)).toBe(false)
    expect(await exists('security_events', youngEvent)).toBe(true)
    for (const setting of ['inquiriesMonths', 'sentEmailsDays', 'securityEventsMonths', 'webVitalsMonths'])
      expect(run.removed[setting], setting).toBeGreaterThanOrEqual(1)

    // The pass is recorded for /monitoring, and the next one waits a day.
    expect(await lastRetentionRun(payload)).toMatchObject({ ranAt: now.toISOString(), removed: run.removed })
    expect(await runRetentionIfDue(payload, new Date(now.getTime() + DAY - 1000))).toBeNull()
    const monitoring = await apiJson('/api/metrics', { headers: bearer(await signInAdmin()) })
    expect(monitoring.status).toBe(200)
    expect(monitoring.data.retention).toMatchObject({ ranAt: now.toISOString(), periods: { webVitalsMonths: 6 } })
    expect(await runRetentionIfDue(payload, new Date(now.getTime() + DAY))).not.toBeNull()
  })
})
