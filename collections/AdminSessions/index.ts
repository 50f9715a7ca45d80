import { nobody } from '@root/access'
import { dateTime, recordCollection } from '@root/collections/recordFields'
import { cmsLabel, sharedLabel } from '@root/fields/messages'

/**
 * Sessions of the dashboard administrator (src/lib/auth/sessions.ts).
 * Only SHA-256 hashes of the tokens are stored, so a copy of the database opens no session. Kept in
 * PostgreSQL so that every site instance behind a load balancer knows every session. Written only
 * through the Local API: nobody, CMS editors included, can create or alter one over REST/GraphQL.
 */
export const AdminSessions = recordCollection('admin-sessions', ['id', 'isVerified', 'expiresAt', 'createdAt'], {
  access: { create: nobody, update: nobody },
  fields: [
    // SHA-256 of the bearer token; empty while the second factor is pending.
    {
      name: 'tokenHash',
      type: 'text',
      unique: true,
      index: true,
      label: cmsLabel('adminSessions', 'tokenHash'),
      admin: { readOnly: true },
    },
    // SHA-256 of the token that carries a password-checked login to the 2FA step.
    {
      name: 'twoFactorTokenHash',
      type: 'text',
      unique: true,
      index: true,
      label: cmsLabel('adminSessions', 'twoFactorTokenHash'),
      admin: { readOnly: true },
    },
    {
      name: 'isVerified',
      type: 'checkbox',
      defaultValue: false,
      required: true,
      label: cmsLabel('adminSessions', 'isVerified'),
      admin: { readOnly: true },
    },
    {
      name: 'failedCodes',
      type: 'number',
      defaultValue: 0,
      required: true,
      min: 0,
      label: cmsLabel('adminSessions', 'failedCodes'),
      admin: { readOnly: true },
    },
    dateTime('expiresAt', { label: sharedLabel('expiresAt'), required: true, index: true, admin: { readOnly: true } }),
    { name: 'ip', type: 'text', label: sharedLabel('ip'), admin: { readOnly: true } },
  ],
})
