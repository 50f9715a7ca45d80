import crypto from 'node:crypto'

import type { Payload } from 'payload'

/**
 * The first CMS editor. Payload would otherwise offer "create first user" at /cms to whoever gets
 * there first, which on a public site means anyone. The password comes from CMS_EDITOR_PASSWORD,
 * or is generated and printed once (only Payload's hash is kept).
 */
export async function ensureEditor(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const username = process.env.CMS_EDITOR_USERNAME || 'studio'
  const fromEnv = process.env.CMS_EDITOR_PASSWORD
  const password = fromEnv || crypto.randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { username, password, name: 'Studio owner' },
  })
  if (!fromEnv) {
    console.log(
      `\n  CMS editor created: username "${username}", password "${password}" (shown once; change it in /cms)\n`,
    )
  }
}
