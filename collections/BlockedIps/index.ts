import { dateTime, monitoringCollection } from '@root/collections/recordFields'
import { cmsLabel, sharedLabel } from '@root/fields/messages'

/**
 * Addresses refused (403) until `blockedUntil` after repeated attack signatures. Shared by every
 * instance through PostgreSQL; each instance keeps a copy of the active list for a few seconds
 * (src/lib/security/blocklist.ts). An editor can lift a block by deleting the row.
 */
export const BlockedIps = monitoringCollection('blocked-ips', ['ip', 'reason', 'hits', 'blockedUntil', 'createdAt'], {
  defaultSort: '-blockedUntil',
  fields: [
    { name: 'ip', type: 'text', required: true, unique: true, index: true, label: sharedLabel('ip') },
    { name: 'reason', type: 'text', required: true, label: cmsLabel('blockedIps', 'reason') },
    { name: 'hits', type: 'number', required: true, defaultValue: 0, label: cmsLabel('blockedIps', 'hits') },
    dateTime('blockedUntil', { label: cmsLabel('blockedIps', 'blockedUntil'), required: true, index: true }),
  ],
})
