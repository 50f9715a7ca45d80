/**
 * Before each test file, in its own process and before anything imports the config: the run's
 * environment, then a database of the file's own (a copy of the migrated template, which takes a
 * fraction of a second) and its own DATA_DIR and MEDIA_DIR. Files run in parallel processes; none
 * sees another's rows, files, secrets in DATA_DIR or advisory locks, and a file's outcome does not
 * depend on which files ran before it in the same process.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { inject } from 'vitest'

const { adminUrl, template, tmp } = inject('intDatabase')
Object.assign(process.env, inject('testEnv'))

const name = `${template}_w${process.env.VITEST_POOL_ID ?? '0'}_${crypto.randomBytes(3).toString('hex')}`
const client = new pg.Client({ connectionString: adminUrl })
await client.connect()
try {
  // PostgreSQL refuses to copy a template while another session is connected to it; none should be
  // (every file has its own database), but a slow disconnect of the migration would answer 55006.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
      break
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 10) throw error
      await new Promise((r) => setTimeout(r, 500))
    }
  }
} finally {
  await client.end()
}

const url = new URL(adminUrl)
url.pathname = `/${name}`
const dataDir = path.join(tmp, name)
fs.mkdirSync(dataDir, { recursive: true, mode: 0o711 })
Object.assign(process.env, {
  DATABASE_URL: url.toString(),
  DATA_DIR: dataDir,
  MEDIA_DIR: path.join(dataDir, 'media'),
})
