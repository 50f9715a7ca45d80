import type { CollectionConfig } from 'payload'

import { editorsOnly } from '@/access'
import { cmsLabel, sharedLabel } from '@/fields/messages'
import { equalizeUnknownUserTime } from './loginTiming'

/** CMS editors (the studio owner, the marketer). Signs in at /cms with a username. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: cmsLabel('users', 'singular'), plural: cmsLabel('users', 'plural') },
  admin: { useAsTitle: 'username', group: cmsLabel('groups', 'settings') },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    // Lock an account for 15 minutes after 5 failed sign-ins.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
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
  hooks: { beforeOperation: [equalizeUnknownUserTime] },
  fields: [{ name: 'name', type: 'text', label: sharedLabel('name') }],
}
