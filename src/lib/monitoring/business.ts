import type { Payload } from 'payload'

import { payloadPool } from './database'

export interface BusinessFigures {
  contact_submissions: number
  class_bookings: number
  blog_views: number
  newsletter_subscribers: number
  /** The same figures for the last 7 days (blog views are only kept as totals). */
  last_7_days: { contact_submissions: number; class_bookings: number; newsletter_subscribers: number }
  top_posts: { slug: string; title: string; views: number }[]
}

const n = (value: unknown) => Number(value ?? 0)

/** Figures from the records themselves, so every instance reports the same ones. */
export async function businessFigures(payload: Payload): Promise<BusinessFigures> {
  const db = payloadPool(payload)
  const [counts, top] = await Promise.all([
    db.query(`SELECT
      (SELECT count(*) FROM inquiries) AS inquiries,
      (SELECT count(*) FROM inquiries WHERE created_at > now() - interval '7 days') AS inquiries7,
      (SELECT count(*) FROM bookings) AS bookings,
      (SELECT count(*) FROM bookings WHERE created_at > now() - interval '7 days') AS bookings7,
      (SELECT count(*) FROM subscribers WHERE is_active) AS subscribers,
      (SELECT count(*) FROM subscribers WHERE is_active AND created_at > now() - interval '7 days') AS subscribers7,
      (SELECT coalesce(sum(views), 0) FROM posts) AS views`),
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
  }
}
