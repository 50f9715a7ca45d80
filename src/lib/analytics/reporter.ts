import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

import { sendReport } from './send-report'
import { LONG_TASK_MS, rateVital, type VitalName } from './vitals'

/**
 * Web vitals of this page view, measured with the `web-vitals` library and sent to
 * POST /api/analytics/vitals, one measurement per call (see send-report.ts). Loaded
 * after the page is idle; the library reads buffered performance entries, so nothing is missed.
 * web-vitals 5 no longer measures FID (INP replaced it). Long tasks (> 50 ms) are summed into a
 * Total Blocking Time sent once when the page is hidden.
 */
const ENDPOINT = '/api/analytics/vitals'

// The landing page: LCP or CLS may be reported after a client-side navigation, and they belong
// to the page that was loaded. Path only: a query string can carry personal data.
const page = () => `${window.location.origin}${window.location.pathname}`

function send(
  name: VitalName,
  value: number,
  delta: number,
  id: string,
  navigationType: string | undefined,
  url: string,
) {
  sendReport(ENDPOINT, {
    metric: name,
    value,
    rating: rateVital(name, value),
    delta,
    id,
    navigationType,
    url,
    userAgent: navigator.userAgent,
    timestamp: Date.now(),
  })
}

let started = false

export function startWebVitals(): void {
  if (started) return
  started = true
  const url = page()
  const report = (metric: Metric) =>
    send(metric.name as VitalName, metric.value, metric.delta, metric.id, metric.navigationType, url)
  onFCP(report)
  onLCP(report)
  onCLS(report)
  onINP(report)
  onTTFB(report)
  observeLongTasks(url)
}

function observeLongTasks(url: string) {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('longtask'))
    return
  let blocking = 0
  let count = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration <= LONG_TASK_MS) continue
      blocking += entry.duration - LONG_TASK_MS
      count++
    }
  }).observe({ type: 'longtask', buffered: true })
  const id = `tbt-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  let sent = false
  const flush = () => {
    if (sent || document.visibilityState !== 'hidden') return
    sent = true
    send('TBT', Math.round(blocking), count, id, undefined, url)
  }
  document.addEventListener('visibilitychange', flush)
  window.addEventListener('pagehide', () => {
    if (!sent) {
      sent = true
      send('TBT', Math.round(blocking), count, id, undefined, url)
    }
  })
}
