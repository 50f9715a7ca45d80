import { VITAL_NAMES } from '@/lib/analytics/vitals'
import { described } from '@root/fields/described'
import { choice } from '@root/fields/choice'
import { cmsLabel, labelsFrom, sameInBothLanguages } from '@root/fields/messages'
import monitoringEn from '@/i18n/messages/en/monitoring.json'
import monitoringFr from '@/i18n/messages/fr/monitoring.json'
import { monitoringCollection } from '@root/collections/recordFields'

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const
const DEVICES = ['mobile', 'desktop'] as const

/**
 * Web vitals measured in visitors' browsers (POST /api/analytics/vitals), one row per metric and
 * page load (TBT: the summed blocking time of the page's long tasks); /monitoring aggregates them
 * (p75 per metric and page) in SQL. No user agent and no address are stored: a device class is
 * enough to read the figures, and keeps these rows anonymous.
 */
export const WebVitals = monitoringCollection('web-vitals', ['metric', 'value', 'rating', 'page', 'createdAt'], {
  admin: { useAsTitle: 'page' },
  indexes: [{ fields: ['metric', 'createdAt'] }],
  fields: [
    // The metrics' own acronyms (LCP, INP…), the same in both languages.
    choice('metric', VITAL_NAMES, sameInBothLanguages, { label: cmsLabel('webVitals', 'metric'), required: true }),
    { name: 'value', type: 'number', required: true, label: cmsLabel('webVitals', 'value') },
    // As the monitoring dashboard names them.
    choice(
      'rating',
      VITAL_RATINGS,
      labelsFrom(monitoringEn.monitoring.performance.rating, monitoringFr.monitoring.performance.rating),
      { label: cmsLabel('webVitals', 'rating'), required: true },
    ),
    { name: 'delta', type: 'number', label: cmsLabel('webVitals', 'delta') },
    // The library's id of one measurement: a later report of the same one (CLS grows) replaces it.
    { name: 'metricId', type: 'text', required: true, unique: true, label: cmsLabel('webVitals', 'metricId') },
    described('webVitals', 'page', { type: 'text', required: true, index: true }),
    { name: 'navigationType', type: 'text', label: cmsLabel('webVitals', 'navigationType') },
    choice('device', DEVICES, (device) => cmsLabel('webVitals', device), { label: cmsLabel('webVitals', 'device') }),
  ],
})
