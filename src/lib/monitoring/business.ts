import type { Payload } from 'payload'

import { INQUIRY_STAGES, type InquiryStage } from '@/lib/inquiries/stages'

import { inquiryMonth, recordCounts } from './store'

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

/** Figures from the records themselves, so every instance reports the same ones. */
export async function businessFigures(payload: Payload): Promise<BusinessFigures> {
  const [row, top, funnel] = await Promise.all([
    recordCounts(payload),
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
    inquiryFunnel(payload),
  ])
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
async function inquiryFunnel(payload: Payload): Promise<BusinessFigures['inquiry_funnel']> {
  const { byStage, median } = await inquiryMonth(payload)
  const stages = Object.fromEntries(INQUIRY_STAGES.map((stage) => [stage, 0])) as Record<InquiryStage, number>
  for (const row of byStage) stages[row.stage as InquiryStage] = n(row.count)
  const row = median
  const hours = row.hours === null || row.hours === undefined ? null : Math.round(Number(row.hours) * 10) / 10
  return { month: row.month ?? '', stages, median_hours_to_first_reply: hours }
}
