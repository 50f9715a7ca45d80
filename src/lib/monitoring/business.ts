import type { Payload } from 'payload'

import { INQUIRY_STAGES, type InquiryStage } from '@/lib/inquiries/pipeline'
import { bookings, inquiries, posts, subscribers } from '@/platform/payload-tables'

import { payloadPool } from './database'

export interface BusinessFigures {
  contact_submissions: number
  class_bookings: number
  blog_views: number
  newsletter_subscribers: number
  /** The same figures for the last 7 days (blog views are only kept as totals). */
  last_7_days: { contact_submissions: number; class_bookings: number; newsletter_subscribers: number }
  top_posts: { slug: string; title: string; views: number }[]
  /**
   * This month's inquiries (Montréal calendar month) by the stage they are in now, and the median
   * hours from an inquiry of this month to its first reply (null before any reply).
   */
  inquiry_funnel: { month: string; stages: Record<InquiryStage, number>; median_hours_to_first_reply: number | null }
}

const n = (value: unknown) => Number(value ?? 0)

// Statement text with the names of Payload's tables (src/platform/payload-tables.ts).
const I = inquiries.quoted
const B = bookings.quoted
const S = subscribers.quoted
const P = posts.quoted
const week = `now() - interval '7 days'`

/** Figures from the records themselves, so every instance reports the same ones. */
export async function businessFigures(payload: Payload): Promise<BusinessFigures> {
  const db = payloadPool(payload)
  const [counts, top, funnel] = await Promise.all([
    db.query(`SELECT
      (SELECT count(*) FROM ${I.table}) AS inquiries,
      (SELECT count(*) FROM ${I.table} WHERE ${I.created_at} > ${week}) AS inquiries7,
      (SELECT count(*) FROM ${B.table}) AS bookings,
      (SELECT count(*) FROM ${B.table} WHERE ${B.created_at} > ${week}) AS bookings7,
      (SELECT count(*) FROM ${S.table} WHERE ${S.is_active}) AS subscribers,
      (SELECT count(*) FROM ${S.table} WHERE ${S.is_active} AND ${S.created_at} > ${week}) AS subscribers7,
      (SELECT coalesce(sum(${P.views}), 0) FROM ${P.table}) AS views`),
    payload.find({
      collection: 'posts',
      where: { views: { greater_than: 0 } },
      sort: '-views',
      limit: 5,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { title: true, slug: true, views: true },
    }),
    inquiryFunnel(db),
  ])
  const row = counts.rows[0] ?? {}
  return {
    contact_submissions: n(row.inquiries),
    class_bookings: n(row.bookings),
    blog_views: n(row.views),
    newsletter_subscribers: n(row.subscribers),
    last_7_days: {
      contact_submissions: n(row.inquiries7),
      class_bookings: n(row.bookings7),
      newsletter_subscribers: n(row.subscribers7),
    },
    top_posts: top.docs.map((p) => ({ slug: p.slug, title: p.title, views: n(p.views) })),
    inquiry_funnel: funnel,
  }
}

/** The studio's month starts at midnight in Montréal, whatever the server's zone. */
async function inquiryFunnel(db: ReturnType<typeof payloadPool>): Promise<BusinessFigures['inquiry_funnel']> {
  const month = `date_trunc('month', now() AT TIME ZONE 'America/Toronto') AT TIME ZONE 'America/Toronto'`
  const [byStage, median] = await Promise.all([
    db.query(
      `SELECT ${I.stage} AS stage, count(*) AS count FROM ${I.table} WHERE ${I.created_at} >= ${month} GROUP BY ${I.stage}`,
    ),
    db.query(`SELECT to_char(now() AT TIME ZONE 'America/Toronto', 'YYYY-MM') AS month,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${I.first_replied_at} - ${I.created_at}) / 3600) AS hours
      FROM ${I.table} WHERE ${I.created_at} >= ${month} AND ${I.first_replied_at} IS NOT NULL`),
  ])
  const stages = Object.fromEntries(INQUIRY_STAGES.map((stage) => [stage, 0])) as Record<InquiryStage, number>
  for (const row of byStage.rows as { stage: InquiryStage; count: string }[]) stages[row.stage] = n(row.count)
  const row = (median.rows[0] ?? {}) as { month?: string; hours?: number | null }
  const hours = row.hours === null || row.hours === undefined ? null : Math.round(Number(row.hours) * 10) / 10
  return { month: row.month ?? '', stages, median_hours_to_first_reply: hours }
}
