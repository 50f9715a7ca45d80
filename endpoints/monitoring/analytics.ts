import type { PayloadRequest } from 'payload'

import { defineEndpoint, isHttpError, rateLimit } from '@/lib/define-endpoint'
import { recordVital } from '@/lib/monitoring/vitals'
import { countPostView as countView } from '@/lib/posts/operations'
import { postViewSchema, vitalSchema } from '@/lib/schemas/analytics'

/**
 * The browser's reports: sent as the page goes away, answered 202, never replayed nor wrapped in a
 * transaction (a lost one is only a missing figure).
 */
const report = { method: 'post', idempotent: false, transaction: false } as const

/** True within the limit; false past it, for a report accepted and not counted instead of a 429. */
async function withinLimit(req: PayloadRequest, options: Parameters<typeof rateLimit>[1]): Promise<boolean> {
  try {
    await rateLimit(req, options)
    return true
  } catch (error) {
    if (isHttpError(error) && error.status === 429) return false
    throw error
  }
}

/**
 * POST /api/analytics/vitals: one measurement per call, sent with keepalive as the page goes away.
 * A page view sends five or six, and the page neither reads nor shows the answer, so
 * a busy address (several visitors behind one router, a visitor opening ten tabs, a Lighthouse
 * run) must not be answered 429: the browser logs every 4xx as a console error on the page. Past 60
 * a minute per address the measurement is accepted and not stored (`stored: false`), as a repeated
 * post view is; only a flood (600 a minute, a hundred page views) is refused with 429.
 */
export const reportVital = defineEndpoint.public({
  ...report,
  path: '/analytics/vitals',
  rateLimit: { key: 'analytics:vitals-flood', points: 600, durationSec: 60 },
  maxBytes: 4 * 1024,
  handler: async ({ payload, body, req }) => {
    const vital = vitalSchema.parse(body)
    if (!(await withinLimit(req, { key: 'analytics:vitals', points: 60, durationSec: 60 })))
      return { status: 202, body: { ok: true, stored: false } }
    const rating = await recordVital(payload, vital, req.headers.get('user-agent'))
    return { status: 202, body: { ok: true, stored: true, rating } }
  },
})

/**
 * POST /api/analytics/post-view {slug}: counts a view of a blog post. Post pages are served from
 * the cache, so the page cannot count itself; the browser tells us. One view per address and post
 * per 30 minutes (a reload is not a reader), and 30 calls per minute per address overall.
 */
export const countPostView = defineEndpoint.public({
  ...report,
  path: '/analytics/post-view',
  rateLimit: { key: 'analytics:post-view', points: 30, durationSec: 60 },
  maxBytes: 1024,
  handler: async ({ payload, body, req, ip }) => {
    const { slug } = postViewSchema.parse(body)
    const once = { key: 'analytics:post-view-once', points: 1, durationSec: 30 * 60, subject: `${ip}|${slug}` }
    if (!(await withinLimit(req, once))) return { status: 202, body: { counted: false } }
    if (!(await countView(payload, slug))) {
      return { status: 404, body: { error: 'NOT_FOUND', message: 'No published post has this slug.' } }
    }
    return { status: 202, body: { counted: true } }
  },
})
