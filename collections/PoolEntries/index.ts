import { POOL_TEAMS } from '@/lib/schemas/poolRegistration'
import { choice } from '@root/fields/choice'
import { cmsLabel, sameInBothLanguages, sharedLabel } from '@root/fields/messages'
import { caseInsensitiveKey, recordCollection, signedUpAt } from '@root/collections/recordFields'

/** Registrations to the cup prediction pool; one per userId. */
export const PoolEntries = recordCollection(
  'pool-entries',
  ['userId', 'name', 'supportingTeam', 'selectedGame', 'registeredAt'],
  {
    fields: [
      { name: 'name', type: 'text', required: true, label: sharedLabel('name') },
      caseInsensitiveKey('userId', 'text', cmsLabel('poolEntries', 'userId')),
      { name: 'email', type: 'email', required: true, label: sharedLabel('email') },
      // The teams' own names (the pool page is French only, so is its last choice).
      choice('supportingTeam', POOL_TEAMS, sameInBothLanguages, {
        label: cmsLabel('poolEntries', 'supportingTeam'),
        required: true,
      }),
      { name: 'selectedGame', type: 'text', required: true, label: cmsLabel('poolEntries', 'selectedGame') },
      signedUpAt('registeredAt', cmsLabel('poolEntries', 'registeredAt')),
    ],
  },
)
