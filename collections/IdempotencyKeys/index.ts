import { recordCollection } from '@root/collections/recordFields'
import { cmsLabel, sharedLabel } from '@root/fields/messages'

/**
 * The first answer to each `Idempotency-Key` per route, replayed for 24 hours so that a client
 * retrying after a lost answer never creates a second record (src/lib/http/idempotency.ts).
 */
export const IdempotencyKeys = recordCollection('idempotency-keys', ['key', 'route', 'responseStatus', 'createdAt'], {
  indexes: [{ fields: ['key', 'route'], unique: true }],
  fields: [
    { name: 'key', type: 'text', required: true, label: cmsLabel('idempotencyKeys', 'key') },
    { name: 'route', type: 'text', required: true, label: cmsLabel('idempotencyKeys', 'route') },
    { name: 'requestHash', type: 'text', required: true, label: cmsLabel('idempotencyKeys', 'requestHash') },
    { name: 'responseStatus', type: 'number', required: true, label: cmsLabel('idempotencyKeys', 'responseStatus') },
    { name: 'responseBody', type: 'json', label: cmsLabel('idempotencyKeys', 'responseBody') },
    { name: 'expiresAt', type: 'date', required: true, index: true, label: sharedLabel('expiresAt') },
  ],
})
