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
  /**
   * Stripe webhook calls refused for their signature in the last 5 minutes, from which /monitoring
   * warns: anyone on the internet can send a few (scanners, a stale retry), which is noise; tens
   * in 5 minutes is a wrong STRIPE_WEBHOOK_SECRET (every event refused) or someone forging
   * events. A warning, never critical: anonymous callers must not be able to page the studio.
   */
  webhookSignatureRefusals: 20,
  /**
   * Days during which a Stripe incident (a paid session the site did not open, a charge of another
   * amount, a second charge, an event it could not read) stays on /monitoring as a warning: long
   * enough to be seen after a weekend, for the studio to look at it in Stripe.
   */
  stripeIncidentDays: 7,
} as const
