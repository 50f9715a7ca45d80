import { described } from '@root/fields/described'
import { choice } from '@root/fields/choice'
import { cmsLabel, labelsFrom, sharedLabel } from '@root/fields/messages'
import monitoringEn from '@/i18n/messages/en/monitoring.json'
import monitoringFr from '@/i18n/messages/fr/monitoring.json'
import { monitoringCollection } from '@root/collections/recordFields'

export const THREAT_REASONS = ['sql_injection', 'xss', 'path_traversal', 'suspicious_activity'] as const

/**
 * Requests whose path, query or JSON body matched an attack signature (src/lib/security): one row
 * per request and reason. Written with plain SQL by the screening code (src/lib/security/store.ts),
 * which runs before Next.js and Payload see the request; read by GET /api/security. In PostgreSQL so
 * that every instance counts an offender's hits together.
 */
export const SecurityEvents = monitoringCollection('security-events', ['reason', 'ip', 'endpoint', 'createdAt'], {
  admin: { useAsTitle: 'endpoint' },
  indexes: [{ fields: ['ip', 'createdAt'] }],
  fields: [
    // As the monitoring dashboard names them.
    choice(
      'reason',
      THREAT_REASONS,
      labelsFrom(monitoringEn.monitoring.security.reasons, monitoringFr.monitoring.security.reasons),
      {
        label: cmsLabel('securityEvents', 'reason'),
        required: true,
        index: true,
      },
    ),
    { name: 'ip', type: 'text', required: true, label: sharedLabel('ip') },
    { name: 'method', type: 'text', required: true, label: cmsLabel('securityEvents', 'method') },
    described('securityEvents', 'endpoint', { type: 'text', required: true }),
    described('securityEvents', 'detail', { type: 'text' }),
    { name: 'userAgent', type: 'text', label: cmsLabel('securityEvents', 'userAgent') },
  ],
})
