import type { CollectionBeforeChangeHook } from 'payload'

import {
  caseInsensitiveKey,
  dateTime,
  recordCollection,
  signedUpAt,
  visitorLocale,
} from '@root/collections/recordFields'
import { cmsLabel, sharedLabel } from '@root/fields/messages'
import { siteComputed } from '@root/fields/site-computed'

/**
 * Keeps the state and its dates together when the studio edits a row in /cms: ticking "active"
 * records that the studio obtained consent another way (now is its confirmation time); unticking
 * a confirmed address is a withdrawal (now is its time). The site's own operations set both.
 */
const consistentDates: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const now = new Date().toISOString()
  const was = originalDoc as
    { isActive?: boolean; confirmedAt?: string | null; unsubscribedAt?: string | null } | undefined
  const isActive = data.isActive ?? was?.isActive ?? false
  const confirmedAt = data.confirmedAt !== undefined ? data.confirmedAt : was?.confirmedAt
  if (isActive && !confirmedAt) data.confirmedAt = now
  if (isActive) data.unsubscribedAt = null
  else if (was?.isActive && data.isActive === false && !data.unsubscribedAt) data.unsubscribedAt = now
  return data
}

/**
 * Newsletter subscribers and the proof of their consent, which
 * Canada's anti-spam law (s. 13) puts on the sender: when and from which page and language the
 * address signed up, the exact text it agreed to, when it confirmed through the e-mailed link, and
 * when it withdrew. `isActive` is what the dashboard calls an active subscriber: only a confirmed,
 * not-withdrawn address (src/lib/subscribers/operations.ts). Unsubscribing keeps the row.
 *
 * A row the studio creates in /cms starts inactive: without a confirmation there is no proof of
 * consent, so the studio ticks "active" deliberately, which records the time (consistentDates).
 */
export const Subscribers = recordCollection(
  'subscribers',
  ['email', 'isActive', 'subscribedAt', 'confirmedAt', 'unsubscribedAt', 'locale'],
  {
    hooks: { beforeChange: [consistentDates] },
    fields: [
      caseInsensitiveKey('email', 'email', sharedLabel('email')),
      {
        name: 'isActive',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        label: cmsLabel('subscribers', 'isActive'),
        admin: { description: cmsLabel('subscribers', 'activeDescription') },
      },
      signedUpAt('subscribedAt', cmsLabel('subscribers', 'subscribedAt')),
      siteComputed({
        name: 'source',
        type: 'text',
        label: cmsLabel('subscribers', 'source'),
        admin: { readOnly: true },
      }),
      visitorLocale(),
      siteComputed({
        name: 'consentText',
        type: 'textarea',
        label: cmsLabel('subscribers', 'consentText'),
        admin: { readOnly: true },
      }),
      siteComputed(
        dateTime('confirmedAt', { label: cmsLabel('subscribers', 'confirmedAt'), admin: { readOnly: true } }),
      ),
      siteComputed(
        dateTime('unsubscribedAt', { label: cmsLabel('subscribers', 'unsubscribedAt'), admin: { readOnly: true } }),
      ),
    ],
  },
)
