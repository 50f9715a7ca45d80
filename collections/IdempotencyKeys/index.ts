import { recordAdmin, recordCollection } from '@/collections/recordFields'

/**
 * The first answer to each `Idempotency-Key` per route, replayed for 24 hours so that a client
 * retrying after a lost answer never creates a second record (src/lib/http/idempotency.ts).
 */
export const IdempotencyKeys = recordCollection({
  slug: 'idempotency-keys',
  labels: { singular: 'Idempotency key', plural: 'Idempotency keys' },
  admin: recordAdmin('key', ['key', 'route', 'responseStatus', 'createdAt'], {
    description: 'Replays of submissions retried by visitors’ browsers; expire after 24 hours.',
  }),
  indexes: [{ fields: ['key', 'route'], unique: true }],
  fields: [
    { name: 'key', type: 'text', required: true },
    { name: 'route', type: 'text', required: true },
    { name: 'requestHash', type: 'text', required: true },
    { name: 'responseStatus', type: 'number', required: true },
    { name: 'responseBody', type: 'json' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
})
