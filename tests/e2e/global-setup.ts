import { request } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures/env'
import { sharedToken } from './fixtures/admin-session'

/**
 * Signs the administrator in once, after the site is up and before any test starts, for the tests
 * that share that session (fixtures/admin-session.ts). Left to the first tests that need it, several
 * workers found no session at the same moment and each signed in, each with a TOTP step of its own:
 * the third waited a minute for its step, while the machine stood idle.
 */
export default async function globalSetup(): Promise<void> {
  const context = await request.newContext({ baseURL: E2E_BASE_URL })
  try {
    await sharedToken(context)
  } finally {
    await context.dispose()
  }
}
