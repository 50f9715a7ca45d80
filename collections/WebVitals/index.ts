import { VITAL_NAMES } from '@/lib/analytics/vitals'
import { choice } from '@/fields/choice'
import { monitoringAdmin, recordCollection } from '@/collections/recordFields'

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const

/**
 * Web vitals measured in visitors' browsers (POST /api/analytics/vitals), one row per metric and
 * page load (TBT: the summed blocking time of the page's long tasks); /monitoring aggregates them
 * (p75 per metric and page) in SQL. No user agent and no address are stored: a device class is
 * enough to read the figures, and keeps these rows anonymous.
 */
export const WebVitals = recordCollection({
  slug: 'web-vitals',
  labels: { singular: 'Web vital', plural: 'Web vitals' },
  admin: monitoringAdmin(
    'page',
    ['metric', 'value', 'rating', 'page', 'createdAt'],
    'Performance measured in visitors’ browsers. Kept 30 days.',
  ),
  indexes: [{ fields: ['metric', 'createdAt'] }],
  fields: [
    choice('metric', VITAL_NAMES, { required: true }),
    { name: 'value', type: 'number', required: true },
    choice('rating', VITAL_RATINGS, { required: true }),
    { name: 'delta', type: 'number' },
    // The library's id of one measurement: a later report of the same one (CLS grows) replaces it.
    { name: 'metricId', type: 'text', required: true, unique: true },
    { name: 'page', type: 'text', required: true, index: true, admin: { description: 'Path without query' } },
    { name: 'navigationType', type: 'text' },
    choice('device', ['mobile', 'desktop'] as const),
  ],
})
