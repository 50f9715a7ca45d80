import { POOL_TEAMS } from '@/lib/schemas/poolRegistration'
import { choice } from '@/fields/choice'
import { caseInsensitiveKey, recordAdmin, recordCollection, signedUpAt } from '@/collections/recordFields'

/** Registrations to the cup prediction pool (seed 001 pool_registrations); one per userId. */
export const PoolEntries = recordCollection({
  slug: 'pool-entries',
  labels: { singular: 'Pool entry', plural: 'Pool entries' },
  admin: recordAdmin('userId', ['userId', 'name', 'supportingTeam', 'selectedGame', 'registeredAt']),
  fields: [
    { name: 'name', type: 'text', required: true },
    caseInsensitiveKey('userId', 'text'),
    { name: 'email', type: 'email', required: true },
    choice('supportingTeam', POOL_TEAMS, { required: true }),
    { name: 'selectedGame', type: 'text', required: true },
    signedUpAt('registeredAt'),
  ],
})
