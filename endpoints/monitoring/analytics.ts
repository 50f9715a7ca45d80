import { z } from 'zod'

import { publicEndpoint, rateLimit } from '../../src/lib/http'
import { isHttpError } from '../../src/lib/http/errors'
import { VITAL_NAMES } from '../../src/lib/analytics/vitals'
import { payloadPool } from '../../src/lib/monitoring/database'
import { pruneVitals, storeVital } from '../../src/lib/monitoring/vitals'

const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const

/** The fields of seed 001 §7; what the browser's web-vitals reporter sends. */
export const vitalSchema = z.object({
  metric: z.enum(VITAL_NAMES as [string, ...string[]]),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
  delta: z.number().finite().min(-600_000).max(600_000).optional(),
  id: z.string().min(1).max(100),
  navigationType: z.enum(NAVIGATION_TYPES).optional(),
  url: z.string().min(1).max(2000),
  userAgent: z.string().max(500).optional(),
  timestamp: z.union([z.number().int().nonnegative(), z.string().max(40)]).optional(),
})

/** The page of a measurement: its path only (queries can carry personal data), bounded. */
function pageOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname.slice(0, 200) || '/'
  } catch {
    return '/'
  }
}

let lastPrune = 0

/**
 * POST /api/analytics/vitals: one measurement per call, sent with keepalive as the page goes away.
 * 60 per minute per address: a page view sends five or six.
 */
export const reportVital = publicEndpoint({
  path: '/analytics/vitals',
  method: 'post',
  idempotent: false,
  transaction: false,
  rateLimit: { key: 'analytics:vitals', points: 60, durationSec: 60 },
  maxBytes: 4 * 1024,
  handler: async ({ payload, body, req }) => {
    const vital = vitalSchema.parse(body)
    const userAgent = vital.userAgent ?? req.headers.get('user-agent') ?? ''
    const rating = await storeVital(payload, {
      metric: vital.metric as (typeof VITAL_NAMES)[number],
      value: vital.value,
      delta: vital.delta,
      metricId: `${vital.metric}:${vital.id}`,
      page: pageOf(vital.url),
      navigationType: vital.navigationType,
      device: /Mobi|Android|iPhone|iPad/i.test(userAgent) ? 'mobile' : 'desktop',
    })
    if (Date.now() - lastPrune > 60 * 60_000) {
      lastPrune = Date.now()
      void pruneVitals(payload).catch(() => {})
    }
    return { status: 202, body: { ok: true, rating } }
  },
})

const postViewSchema = z.object({ slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(200) })

/**
 * POST /api/analytics/post-view {slug}: counts a view of a blog post. Post pages are served from
 * the cache, so the page cannot count itself; the browser tells us. One view per address and post
 * per 30 minutes (a reload is not a reader), and 30 calls per minute per address overall.
 */
export const countPostView = publicEndpoint({
  path: '/analytics/post-view',
  method: 'post',
  idempotent: false,
  transaction: false,
  rateLimit: { key: 'analytics:post-view', points: 30, durationSec: 60 },
  maxBytes: 1024,
  handler: async ({ payload, body, req, ip }) => {
    const { slug } = postViewSchema.parse(body)
    try {
      await rateLimit(req, { key: 'analytics:post-view-once', points: 1, durationSec: 30 * 60, subject: `${ip}|${slug}` })
    } catch (error) {
      if (isHttpError(error) && error.status === 429) return { status: 202, body: { counted: false } }
      throw error
    }
    // A single atomic UPDATE: no read-modify-write race between instances, and no Payload hooks,
    // which would revalidate the post's pages for a counter nobody sees on them.
    const { rows } = await payloadPool(payload).query(
      `UPDATE posts SET views = coalesce(views, 0) + 1 WHERE slug = $1 AND _status = 'published' RETURNING views`,
      [slug],
    )
    if (rows.length === 0) return { status: 404, body: { error: 'NOT_FOUND', message: 'No published post has this slug.' } }
    return { status: 202, body: { counted: true } }
  },
})
