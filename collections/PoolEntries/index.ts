import type { CollectionConfig } from 'payload'

import { POOL_TEAMS } from '@/lib/schemas/poolRegistration'
import { choice, dateTime, lowerCase, nowIso, recordAccess, recordAdmin } from '../recordFields'

/** Registrations to the cup prediction pool (seed 001 pool_registrations); one per userId. */
export const PoolEntries: CollectionConfig = {
  slug: 'pool-entries',
  labels: { singular: 'Pool entry', plural: 'Pool entries' },
  admin: recordAdmin('userId', ['userId', 'name', 'supportingTeam', 'selectedGame', 'registeredAt']),
  defaultSort: '-createdAt',
  access: recordAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'userId', type: 'text', required: true, unique: true, index: true, hooks: { beforeValidate: [lowerCase] } },
    { name: 'email', type: 'email', required: true },
    choice('supportingTeam', POOL_TEAMS, { required: true }),
    { name: 'selectedGame', type: 'text', required: true },
    dateTime('registeredAt', { required: true, defaultValue: nowIso }),
  ],
}
