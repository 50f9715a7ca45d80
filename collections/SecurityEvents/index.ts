import { choice } from '@/fields/choice'
import { monitoringAdmin, recordCollection } from '@/collections/recordFields'

export const THREAT_REASONS = ['sql_injection', 'xss', 'path_traversal', 'suspicious_activity'] as const

/**
 * Requests whose path, query or JSON body matched an attack signature (src/lib/security): one row
 * per request and reason. Written with plain SQL by the screening code (src/lib/security/store.ts),
 * which runs before Next.js and Payload see the request; read by GET /api/security. In PostgreSQL so
 * that every instance counts an offender's hits together.
 */
export const SecurityEvents = recordCollection({
  slug: 'security-events',
  labels: { singular: 'Security event', plural: 'Security events' },
  admin: monitoringAdmin(
    'endpoint',
    ['reason', 'ip', 'endpoint', 'createdAt'],
    'Requests that matched an attack signature. Kept 90 days.',
  ),
  indexes: [{ fields: ['ip', 'createdAt'] }],
  fields: [
    choice('reason', THREAT_REASONS, { required: true, index: true }),
    { name: 'ip', type: 'text', required: true },
    { name: 'method', type: 'text', required: true },
    { name: 'endpoint', type: 'text', required: true, admin: { description: 'The path, without the query' } },
    { name: 'detail', type: 'text', admin: { description: 'Where and what matched (attacker text, trimmed)' } },
    { name: 'userAgent', type: 'text' },
  ],
})
