import crypto from 'node:crypto'

import { recordSecretOnce, type Queryable } from './shared-secrets-store'

// The table's statements (shared-secrets-store.ts), offered with the rules that use them.
export { sharedSecretsTableExists, type Queryable } from './shared-secrets-store'

/**
 * The secrets every instance on one database must share: a CMS session signed by one instance and
 * an unsubscribe link made by another are checked with the same key. Kept in the database (table
 * `shared_secrets`, migrations/20261126_000300_shared_secrets.ts) so that starting another instance
 * needs no copied file; the environment still overrides, for operators who keep secrets there.
 */
export const SHARED_SECRETS = [
  { name: 'PAYLOAD_SECRET', legacyFile: 'payload-secret' },
  { name: 'NEWSLETTER_SECRET', legacyFile: 'newsletter-secret' },
  // Next encrypts the closures of /cms's server actions with it and, at build time, salts their ids:
  // left to Next, each build has its own, and an action rendered by one instance fails on another.
  // Next wants it base64, of an AES key's length.
  { name: 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', legacyFile: undefined, encoding: 'base64' },
] as const satisfies readonly { name: string; legacyFile: string | undefined; encoding?: BufferEncoding }[]

export type SharedSecretName = (typeof SHARED_SECRETS)[number]['name']

/** A new random value for `name`, in the encoding its user expects. */
export function generateSecret(name: SharedSecretName): string {
  const spec = SHARED_SECRETS.find((s) => s.name === name)
  return crypto.randomBytes(32).toString(spec && 'encoding' in spec ? spec.encoding : 'hex')
}

/** An instance whose secret is not the one its database was started with. */
export class SecretMismatchError extends Error {
  override name = 'SecretMismatchError'
}

// scrypt, salted: an operator's own secret may be a guessable phrase, and the database is read by
// more people (backups, read replicas) than the environment of the instances.
const SCRYPT = { N: 16_384, r: 8, p: 1 }

export function fingerprint(value: string, salt = crypto.randomBytes(16)): string {
  const hash = crypto.scryptSync(value, salt, 32, SCRYPT)
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`
}

export function matchesFingerprint(value: string, stored: string): boolean {
  const [kind, salt, hash] = stored.split('$')
  if (kind !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = crypto.scryptSync(value, Buffer.from(salt, 'base64'), expected.length, SCRYPT)
  return crypto.timingSafeEqual(actual, expected)
}

export interface ResolveOptions {
  /** The value the environment gives, if any: it wins, and only its fingerprint is stored. */
  fromEnvironment?: string
  /**
   * A secret this machine generated before secrets were shared (`.data/<name>`): offered as the
   * first value so that its sessions and links keep working once it moves into the database.
   */
  legacy?: string
  log?: (message: string) => void
}

/**
 * The secret `name` for this instance. The first instance to start on a database records it
 * (INSERT … ON CONFLICT DO NOTHING, so instances starting together agree on one); every later one
 * reads it back. With the environment providing it, the database keeps only a fingerprint, and an
 * instance given a different value refuses to start rather than sign sessions and links the other
 * instances reject.
 */
export async function resolveSharedSecret(
  db: Queryable,
  name: SharedSecretName,
  { fromEnvironment, legacy, log = console.warn }: ResolveOptions = {},
): Promise<string> {
  const offered = fromEnvironment || legacy || generateSecret(name)
  const row = await recordSecretOnce(db, name, fromEnvironment ? null : offered, fingerprint(offered))
  if (!row) throw new Error(`${name}: the shared_secrets table holds no row after inserting one`)
  const stored = typeof row.value === 'string' ? row.value : undefined
  const storedFingerprint = String(row.fingerprint)
  const reset = `To start every instance with a new ${name} instead (sessions, links and server actions signed with the old one stop working), run DELETE FROM "shared_secrets" WHERE "name" = '${name}' and start again.`

  if (fromEnvironment) {
    if (stored !== undefined ? stored === fromEnvironment : matchesFingerprint(fromEnvironment, storedFingerprint))
      return fromEnvironment
    throw new SecretMismatchError(
      `${name} from the environment is not the one this database was started with ` +
        `(${stored !== undefined ? 'it generated and keeps its own' : 'another value was set then'}): ` +
        `this instance would sign sessions and links that the other instances reject. ` +
        `${stored !== undefined ? `Unset ${name} to use the database's` : `Set ${name} to the value the other instances use`}. ${reset}`,
    )
  }
  if (stored === undefined) {
    throw new SecretMismatchError(
      `${name} is not set, but this database was started with one from the environment (it keeps only its ` +
        `fingerprint): set ${name} to the value the other instances use. ${reset}`,
    )
  }
  if (legacy && legacy !== stored) {
    log(
      `${name}: this machine's own generated secret differs from the one shared through the database; ` +
        'the shared one is used, so sessions and links made by this machine alone no longer verify.',
    )
  }
  return stored
}
