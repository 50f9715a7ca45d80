import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import { applyRetention, lastRetentionRun, readRetention, runRetentionIfDue } from '@/lib/privacy/retention'
import { apiJson, testPayload } from './helpers/api'
import { bearer, signInAdmin } from './helpers/admin'
import { uid } from './helpers/public'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const DAY = 24 * 3600_000

/** Inserts a row created at `createdAt` (an ISO instant) and returns its id. */
async function created(table: string, createdAt: string, values: Record<string, unknown>): Promise<number> {
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
        )}, ${createdAt}, now()) RETURNING id`,
  )
  return Number(row!.id)
}

const exists = async (table: string, id: number) =>
  (await execute(payload, sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id}`)).length === 1

/** A minute before and after an instant. */
const minuteBefore = (iso: string) => new Date(Date.parse(iso) - 60_000).toISOString()
const minuteAfter = (iso: string) => new Date(Date.parse(iso) + 60_000).toISOString()

describe('privacy retention', () => {
  it('removes exactly what is past its time, with the periods set in the CMS', async () => {
    await payload.updateGlobal({
      slug: 'privacy-settings',
      data: { inquiriesMonths: 24, sentEmailsDays: 90, securityEventsMonths: 13, webVitalsMonths: 6 },
      overrideAccess: true,
    })
    expect(await readRetention(payload)).toMatchObject({ webVitalsMonths: 6, inquiriesMonths: 24 })

    // A fixed clock, months before this database was made: every row the template and the other
    // calls wrote is younger than it, so only this test's rows can be past their time, and the
    // counts removed are exact.
    const now = new Date('2026-03-15T12:00:00.000Z')
    // The cutoffs for that instant, by the calendar: 24 months, 90 days, 13 months, 6 months back.
    const inquiriesCutoff = '2024-03-15T12:00:00.000Z'
    const sentEmailsCutoff = '2025-12-15T12:00:00.000Z'
    const securityEventsCutoff = '2025-02-15T12:00:00.000Z'
    const webVitalsCutoff = '2025-09-15T12:00:00.000Z'

    const tag = uid()
    const inquiry = (at: string) =>
      created('inquiries', at, { name: `Old ${tag}`, email: `old-${tag}@example.ca`, message: 'x', locale: 'en' })
    const email = (at: string, status: string) =>
      created('outbox', at, {
        to: `mail-${tag}@example.ca`,
        subject: 's',
        text: 't',
        kind: 'other',
        locale: 'en',
        status,
        attempts: 0,
        sent_at: status === 'sent' ? at : null,
      })
    const vitals = (at: string) =>
      created('web_vitals', at, {
        metric: 'LCP',
        value: 1000,
        rating: 'good',
        metric_id: `v-${tag}-${at}`,
        page: `/${tag}`,
      })
    const event = (at: string) =>
      created('security_events', at, {
        reason: 'suspicious_activity',
        method: 'GET',
        ip: '203.0.113.9',
        endpoint: `/${tag}`,
      })

    // One minute either side of each cutoff.
    const oldInquiry = await inquiry(minuteBefore(inquiriesCutoff))
    const youngInquiry = await inquiry(minuteAfter(inquiriesCutoff))
    // A booked inquiry became a contract: kept. An old one's history leaves with it.
    const bookedInquiry = await inquiry(minuteBefore(inquiriesCutoff))
    await execute(payload, sql`UPDATE inquiries SET stage = 'booked' WHERE id = ${bookedInquiry}`)
    const oldEvent0 = await created('inquiry_events', minuteBefore(inquiriesCutoff), {
      inquiry_id: oldInquiry,
      kind: 'note',
      text: 'n',
    })
    const oldSent = await email(minuteBefore(sentEmailsCutoff), 'sent')
    const youngSent = await email(minuteAfter(sentEmailsCutoff), 'sent')
    // A failed e-mail is not "sent": the mail dashboard still needs it.
    const oldFailed = await email('2025-06-01T00:00:00.000Z', 'failed')
    const oldVitals = await vitals(minuteBefore(webVitalsCutoff))
    const youngVitals = await vitals(minuteAfter(webVitalsCutoff))
    const oldEvent = await event(minuteBefore(securityEventsCutoff))
    const youngEvent = await event(minuteAfter(securityEventsCutoff))

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
    expect(run.removed).toEqual({
      inquiriesMonths: 1,
      sentEmailsDays: 1,
      securityEventsMonths: 1,
      webVitalsMonths: 1,
      unconfirmedSignupsDays: 0,
    })

    // The pass is recorded for /monitoring, and the next one waits a day.
    expect(await lastRetentionRun(payload)).toMatchObject({ ranAt: now.toISOString(), removed: run.removed })
    expect(await runRetentionIfDue(payload, new Date(now.getTime() + DAY - 1000))).toBeNull()
    const monitoring = await apiJson('/api/metrics', { headers: bearer(await signInAdmin()) })
    expect(monitoring.status).toBe(200)
    expect(monitoring.data.retention).toMatchObject({ ranAt: now.toISOString(), periods: { webVitalsMonths: 6 } })
    expect(await runRetentionIfDue(payload, new Date(now.getTime() + DAY))).not.toBeNull()
  })
})
