/**
 * A process that owns an embedded PostgreSQL as `npm start` does (scripts/lib/environment.ts's
 * ensureDatabase, supervised), for the tests of what runs beside it: one JSON line on stdout when it
 * is up, and one per supervision event; stops its server on SIGTERM.
 */
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from '@/lib/runtime/data-dir'
import { ensureDatabase } from '@root/scripts/lib/environment'

const database = await ensureDatabase(() => {}, {
  supervise: (event) => console.log(JSON.stringify({ event })),
})
if (!database) throw new Error('DATABASE_URL is set: this owner starts the embedded server only')
// What the operating system says: the cluster's folder (links resolved) and its postmaster.
const dir = fs.realpathSync(path.join(dataDir(), 'postgres'))
const pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
console.log(JSON.stringify({ ready: { url: database.url, pid, dir } }))
process.on('SIGTERM', () => {
  void database.stop().then(() => process.exit(0))
})
setInterval(() => {}, 1 << 30)
