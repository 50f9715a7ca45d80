import type { BadgeTone } from '@/components/studio/kit/Badge'
// Type-only: the report shapes come from the server modules that produce them; no server code follows.
import type { HealthReport } from '@/lib/monitoring/health'
import type { SecurityReport } from '@/lib/monitoring/security'
import { THRESHOLDS } from '@/lib/metrics/thresholds'

/** The colour of the site's state, of the threat level and of the error rate, wherever they are shown. */
export const statusTone = (status?: HealthReport['status']): BadgeTone =>
  status === 'ok' ? 'success' : status === 'degraded' ? 'warning' : status === 'down' ? 'danger' : 'neutral'
export const threatTone = (level?: SecurityReport['threat_level']): BadgeTone =>
  level === 'HIGH' ? 'danger' : level === 'MEDIUM' ? 'warning' : level === 'LOW' ? 'neutral' : 'success'
export const errorTone = (rate?: number): BadgeTone =>
  rate === undefined ? 'neutral' : rate > THRESHOLDS.errorRatePercent ? 'danger' : 'success'
