/**
 * `npm start`: the whole site from one command.
 *   1. secrets (generated into DATA_DIR when unset)
 *   2. PostgreSQL: DATABASE_URL, or an embedded server under DATA_DIR/postgres owned by this process
 *   3. migrations + seed (scripts/prepare.ts)
 *   4. `next build` when the sources changed since the last build, then V8 compile hints on the
 *      framework's bootstrap chunks (scripts/lib/compile-hints.ts)
 *   5. scripts/serve.ts (Next.js behind a thin HTTP server) on PORT; Ctrl-C/SIGTERM stops the site, then the database
 * `--dev` runs `next dev` instead of building.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { buildIsCurrent, distDir, markBuildCurrent, sourceFingerprint } from './lib/build-fingerprint'
import { addCompileHints } from './lib/compile-hints'
import { ensureDatabase, ensureSecrets, loadEnv } from './lib/environment'
import { prepareDatabase } from './lib/prepare-database'
import { bin, killRunningChildren, run, spawnTsx } from './lib/run'
import { waitForDatabase } from './lib/wait-for-database'

const dev = process.argv.includes('--dev')
if (!dev) (process.env as Record<string, string>).NODE_ENV = 'production'
loadEnv(dev)
ensureSecrets()
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

const port = process.env.PORT || '3000'
const host = process.env.HOST || '0.0.0.0'
let server: ChildProcess | undefined
let stopping = false

const database = await ensureDatabase((line) => process.env.DEBUG_POSTGRES && console.log(`[postgres] ${line}`))
if (database)
  console.log(`Embedded PostgreSQL on 127.0.0.1:${database.port} (data in ${process.env.DATA_DIR || '.data'}/postgres)`)

async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  killRunningChildren()
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((r) => {
      const timer = setTimeout(() => server?.kill('SIGKILL'), 10_000)
      server!.once('exit', () => (clearTimeout(timer), r(null)))
    })
  }
  await database?.stop().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))
// Started by a test or bench harness with an IPC channel: stop with it, even if it was SIGKILLed,
// rather than leave a site and its database running.
if (process.send) process.on('disconnect', () => void shutdown(0))

try {
  await waitForDatabase(process.env.DATABASE_URL!)
  await prepareDatabase()
  if (!dev && !buildIsCurrent()) {
    console.log(`Building the site into ${distDir()} (first start or sources changed)…`)
    const fingerprint = sourceFingerprint()
    await run(bin('next'), ['build'], { env: process.env })
    markBuildCurrent(fingerprint)
  }
  // On every start, not only after a build: idempotent, and it also covers a build made elsewhere.
  if (!dev) addCompileHints(distDir())
  // The data cache on disk describes whatever database the last run used (it may have been reset
  // or be another one): start from an empty cache; pages re-render on their first visit.
  fs.rmSync(path.join(distDir(), 'cache', 'fetch-cache'), { recursive: true, force: true })
} catch (error) {
  console.error((error as Error).message)
  await shutdown(1)
}

const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`
server = spawnTsx('scripts/serve.ts', dev ? ['--dev'] : [], {
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  env: { ...process.env, PORT: port, HOST: host },
})
let announced = false
server.stdout!.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk)
  if (!announced && /Ready on/.test(chunk.toString())) {
    announced = true
    console.log(`\n  Site: ${publicUrl}/  (French: ${publicUrl}/fr)\n  CMS:  ${publicUrl}/cms\n`)
  }
})
server.on('exit', (code) => {
  if (!stopping) void shutdown(code ?? 1)
})
