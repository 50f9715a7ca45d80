import { dateTime, monitoringAdmin, recordCollection } from '@/collections/recordFields'

/**
 * Addresses refused (403) until `blockedUntil` after repeated attack signatures. Shared by every
 * instance through PostgreSQL; each instance keeps a copy of the active list for a few seconds
 * (src/lib/security/blocklist.ts). An editor can lift a block by deleting the row.
 */
export const BlockedIps = recordCollection({
  slug: 'blocked-ips',
  labels: { singular: 'Blocked IP', plural: 'Blocked IPs' },
  admin: monitoringAdmin(
    'ip',
    ['ip', 'reason', 'hits', 'blockedUntil', 'createdAt'],
    'Addresses blocked after repeated attack signatures. Delete a row to lift its block.',
  ),
  defaultSort: '-blockedUntil',
  fields: [
    { name: 'ip', type: 'text', required: true, unique: true, index: true },
    { name: 'reason', type: 'text', required: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
    dateTime('blockedUntil', { required: true, index: true }),
  ],
})
