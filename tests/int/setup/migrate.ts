import { getPayload } from 'payload'

import { migrations } from '../../../migrations'

/** Applies the real migrations (never schema push) to the test database. */
export async function migrateTestDatabase() {
  const { default: config } = await import('../../../payload.config')
  const payload = await getPayload({ config, disableOnInit: true, key: 'migrate' } as never)
  await payload.db.migrate({ migrations: migrations as never })
  await payload.destroy()
}
