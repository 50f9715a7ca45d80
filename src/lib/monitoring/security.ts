import type { Payload } from 'payload'

import { THREAT_LEVEL_WINDOW_MINUTES, threatLevel, type ThreatLevel } from '@/lib/security/policy'
import { securitySummary } from '@/lib/security/store'
import type { ThreatReason } from '@/lib/security/threats'
import { payloadPool } from './store'

export interface SecurityReport {
  threat_level: ThreatLevel
  security: {
    blocked_ips: number
    sql_injection_attempts: number
    xss_attempts: number
    path_traversal_attempts: number
    suspicious_activity: number
    /** Events in the window the threat level is judged on. */
    events_last_hour: number
  }
  recent_threats: { reason: ThreatReason; ip: string; endpoint: string; timestamp: string; detail: string | null }[]
}

/** GET /api/security: from the events every instance stored, so all instances agree. */
export async function securityReport(payload: Payload, recent = 5): Promise<SecurityReport> {
  const summary = await securitySummary(payloadPool(payload), { recent, windowMinutes: THREAT_LEVEL_WINDOW_MINUTES })
  return {
    threat_level: threatLevel(summary.eventsLastHour, summary.activeBlocks),
    security: {
      blocked_ips: summary.activeBlocks,
      sql_injection_attempts: summary.counts.sql_injection,
      xss_attempts: summary.counts.xss,
      path_traversal_attempts: summary.counts.path_traversal,
      suspicious_activity: summary.counts.suspicious_activity,
      events_last_hour: summary.eventsLastHour,
    },
    recent_threats: summary.recent,
  }
}
