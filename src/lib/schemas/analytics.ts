import { z } from 'zod'

import { VITAL_NAMES } from '@/lib/analytics/vitals'
import { SLUG_PATTERN } from './slug'

const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const

/** POST /api/analytics/vitals: the fields of one measurement; what the browser's web-vitals reporter sends. */
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

export type VitalReport = z.output<typeof vitalSchema>

/** POST /api/analytics/post-view. */
export const postViewSchema = z.object({ slug: z.string().regex(SLUG_PATTERN).max(200) })
