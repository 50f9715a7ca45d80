/**
 * Alert thresholds (the error rate shows red above 5%). Shared by /api/health's
 * status, /api/alerts and the dashboard's colours, so that what is red is also what alerts.
 */
export const THRESHOLDS = {
  errorRatePercent: 5,
  p95Ms: 1000,
  memoryPercent: 90,
  /**
   * Error rate and p95 are judged only over at least this many requests in the window: right after
   * a start, two slow first renders or one failed call out of three are not an incident.
   */
  minWindowRequests: 20,
  /** An e-mail still unsent this long after it was queued: the relay is failing. */
  emailWaitMinutes: 10,
  /** The last good backup this old: a nightly one (03:00 in Montréal) was missed, with two hours' grace. */
  backupAgeHours: 26,
} as const
