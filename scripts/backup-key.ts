/**
 * `npm run backup:key [-- --new]`: prints the key the backups are encrypted with, so that the operator
 * keeps a copy off the machine (a password manager), and records that it was shown: /monitoring then
 * says the key is saved elsewhere. The key alone goes to stdout, what to do with it to stderr.
 * With BACKUP_KEY set there is nothing to print: the operator chose that phrase.
 * `--new` makes a new key (the old file is kept beside it: the backups made with it still need it).
 * Works beside the running site (on its database) or without it.
 */
import pg from 'pg'

import { backupKeyProblem, keySettings, showBackupKey } from '@/lib/backup/key'
import { dataDir } from '@/lib/runtime/data-dir'
import { commandDatabase, finishCommand, loadEnv } from './lib/environment'

loadEnv()
const renew = process.argv.includes('--new')
const fromEnvironment = process.env.BACKUP_KEY || undefined
const problem = backupKeyProblem(fromEnvironment)
if (problem) {
  console.error(problem)
  process.exit(1)
}
if (fromEnvironment) {
  console.error(
    'Backups are encrypted with BACKUP_KEY, from the environment: keep that phrase off this machine ' +
      '(a password manager). Nothing is stored here to print.',
  )
  process.exit(renew ? 1 : 0)
}

const database = await commandDatabase()
await finishCommand(async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  client.on('error', () => {})
  await client.connect()
  try {
    const { key, keptOld, recorded } = await showBackupKey(client, keySettings(process.env, dataDir()), { renew })
    console.log(key.value)
    console.error(
      [
        '',
        `That is the key of every backup this site takes${keptOld ? ' from now on' : ''}, kept in ${key.file} (mode 600, never in a backup).`,
        ...(keptOld ? [`The previous key is kept in ${keptOld}: the backups made before still need it.`] : []),
        'Keep a copy off this machine now (a password manager): without it, no backup can be restored.',
        'To restore on another machine, put it in DATA_DIR/backup-key there, or set BACKUP_KEY to it.',
        recorded
          ? '/monitoring now counts it as saved elsewhere.'
          : 'This database has no backup state yet (start the site once); nothing was recorded.',
      ].join('\n'),
    )
  } finally {
    await client.end().catch(() => {})
  }
}, database)
