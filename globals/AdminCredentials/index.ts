import type { GlobalConfig } from 'payload'

import { nobody } from '@root/access'

/**
 * The dashboard password's hash and the TOTP replay guard (src/lib/auth/credentials.ts). Nobody
 * reads or writes it over REST/GraphQL or in /cms, editors included: it is managed by the start
 * script, `npm run admin:password` and the login endpoints through the Local API.
 */
export const AdminCredentials: GlobalConfig = {
  slug: 'admin-credentials',
  admin: { hidden: true },
  access: { read: nobody, update: nobody, readVersions: nobody },
  fields: [
    // scrypt$N$r$p$salt$hash (src/lib/auth/password.ts)
    { name: 'passwordHash', type: 'text' },
    // The last TOTP time step that signed in: a code is accepted only for a later step.
    { name: 'lastTotpStep', type: 'number' },
  ],
}
