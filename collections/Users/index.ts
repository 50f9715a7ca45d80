import type { CollectionConfig } from 'payload'

import { editorsOnly } from '@root/access'
import { cmsLabel, sharedLabel } from '@root/fields/messages'
import { equalizeUnknownUserTime, sameRefusalForEveryUsername } from './loginTiming'

/** CMS editors (the studio owner, the marketer). Signs in at /cms with a username. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: cmsLabel('users', 'singular'), plural: cmsLabel('users', 'plural') },
  admin: { useAsTitle: 'username', group: cmsLabel('groups', 'settings') },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    // No account lock: five wrong passwords from anywhere locked the editor out for 15 minutes,
    // which let any stranger do it. Guessing is stopped per address instead, 5
    // failures per 15 minutes like /admin (src/lib/define-endpoint/payload-routes.ts), and each guess costs a
    // 600,000-round hash that runs one at a time (src/lib/auth/hash-gate.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      sameSite: 'Strict',
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
    },
  },
  access: {
    read: editorsOnly,
    create: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    admin: ({ req }) => Boolean(req.user),
  },
  // Sign-ins only through REST, where the per-address limit and the hashing gate stand: GraphQL's
  // loginUser would go around them. The CMS does not use GraphQL. (The type stays: Payload's own
  // collections relate to it, and GraphQL fails to build without it.)
  graphQL: { disableMutations: true },
  hooks: { beforeOperation: [equalizeUnknownUserTime], afterError: [sameRefusalForEveryUsername] },
  fields: [{ name: 'name', type: 'text', label: sharedLabel('name') }],
}
