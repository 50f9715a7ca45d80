/**
 * Brings a database up to date: applies pending migrations, then seeds the studio's content when
 * the database is empty. Safe to run on every start and from several instances (idempotent).
 */
import { getPayload } from 'payload'

import { migrations } from '../migrations'
import { ensureEditor } from '../src/seed/editor'
import { ensureAdminPassword } from '../src/lib/auth/credentials'
import { seed } from '../src/seed'
import { loadEnv } from './lib/environment'

loadEnv()

const reset = process.argv.includes('--reset')
const { default: config } = await import('../payload.config')
const payload = await getPayload({ config, disableOnInit: true })
try {
  await payload.db.migrate({ migrations: migrations as never })
  const result = await seed(payload, { reset })
  if (result.seeded) payload.logger.info(reset ? 'Seed rebuilt from scratch.' : 'Empty database: seeded the studio content.')
  await ensureEditor(payload)
  await ensureAdminPassword(payload)
} finally {
  await payload.destroy()
}
process.exit(0)
