/**
 * Alert thresholds (seed 001 §9: the error rate shows red above 5%). Shared by /api/health's
 * status, /api/alerts and the dashboard's colours, so that what is red is also what alerts.
 */
export const THRESHOLDS = {
  errorRatePercent: 5,
  p95Ms: 1000,
  memoryPercent: 90,
} as const
