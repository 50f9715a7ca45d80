/**
 * Web-vitals thresholds (good / poor, as web.dev publishes them), shared by the reporter in the
 * browser, the vitals endpoint (which rates values itself rather than trusting the client) and the
 * dashboard.
 * No imports: this ships in every public page.
 */
export const VITAL_THRESHOLDS = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  FID: [100, 300],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  // Not a Core Web Vital: the blocking time of the long tasks (> 50 ms) of one page view,
  // summed as Lighthouse's Total Blocking Time is, with Lighthouse's thresholds.
  TBT: [200, 600],
} as const

export type VitalName = keyof typeof VITAL_THRESHOLDS
export type VitalRating = 'good' | 'needs-improvement' | 'poor'
export const VITAL_NAMES = Object.keys(VITAL_THRESHOLDS) as VitalName[]

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

/** Long tasks (PerformanceObserver 'longtask') above this many ms are reported. */
export const LONG_TASK_MS = 50
