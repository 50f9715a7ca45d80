import type { Payload } from 'payload'

import { generatePassword, hashPassword, verifyPassword } from './password'
import { credentialsRowExists, recordTotpStep } from './store'

const GLOBAL = 'admin-credentials'

type Credentials = { passwordHash?: string | null; lastTotpStep?: number | null }

async function readCredentials(payload: Payload): Promise<Credentials> {
  return (await payload.findGlobal({ slug: GLOBAL, depth: 0, overrideAccess: true })) as Credentials
}

export async function setAdminPassword(payload: Payload, password: string): Promise<void> {
  await payload.updateGlobal({
    slug: GLOBAL,
    data: { passwordHash: await hashPassword(password) },
    depth: 0,
    overrideAccess: true,
  })
}

export type PasswordSource = 'env' | 'stored' | 'generated'

/**
 * Makes sure a dashboard password exists. ADMIN_PASSWORD, when set, wins: its hash replaces a
 * different stored one (changing the variable and restarting changes the password). Otherwise the
 * stored hash stays; with none, a password is generated, stored hashed and printed this once.
 * Called by scripts/prepare.ts on every start and lazily by the login endpoint.
 */
export async function ensureAdminPassword(
  payload: Payload,
  { log = (line: string) => console.log(line) }: { log?: (line: string) => void } = {},
): Promise<{ source: PasswordSource }> {
  const stored = (await readCredentials(payload)).passwordHash
  const fromEnv = process.env.ADMIN_PASSWORD
  if (fromEnv) {
    if (!(await verifyPassword(fromEnv, stored))) await setAdminPassword(payload, fromEnv)
    return { source: 'env' }
  }
  if (stored) return { source: 'stored' }
  const password = generatePassword()
  await setAdminPassword(payload, password)
  log(`\n  Dashboard (/admin) password generated: "${password}" (shown once; change it with npm run admin:password)\n`)
  return { source: 'generated' }
}

const synced = new WeakMap<Payload, string>()

/** ensureAdminPassword once per process and ADMIN_PASSWORD value (it costs two scrypt runs). */
async function ensureOnce(payload: Payload): Promise<void> {
  const key = process.env.ADMIN_PASSWORD ?? ''
  if (synced.get(payload) === key) return
  await ensureAdminPassword(payload)
  synced.set(payload, key)
}

export async function verifyAdminPassword(payload: Payload, candidate: string): Promise<boolean> {
  await ensureOnce(payload)
  return verifyPassword(candidate, (await readCredentials(payload)).passwordHash)
}

/**
 * Records `step` as used, atomically: true only if no code of this step or a later one signed in
 * before, so one code opens at most one session even when two requests race with it.
 */
export async function claimTotpStep(payload: Payload, step: number): Promise<boolean> {
  if (await recordTotpStep(payload, step)) return true
  // No row at all (the global was never saved): this is then the first code ever used.
  if (await credentialsRowExists(payload)) return false
  await payload.updateGlobal({ slug: GLOBAL, data: { lastTotpStep: step }, depth: 0, overrideAccess: true })
  return true
}
