/**
 * The site under test, owned by the suite: an embedded PostgreSQL in a temporary directory (so the
 * suite can stop and start it), a loopback SMTP server, and the production site run by
 * scripts/start.ts (which migrates, seeds, builds only when the sources changed, and serves).
 * Everything listens on 127.0.0.1 and is stopped on exit, failure and SIGINT.
 */
import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { spawnTsx } from '@root/scripts/lib/run'
import { findFreePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import { startStripeFake, type StripeFake } from '@root/tests/fakes/stripe'
import { request } from './http'
import { startMailServer, type MailServer } from './mail'
import { sleep } from './report'

export const secrets = {
  cmsEditor: { username: 'editor', password: 'rel-Editor-passw0rd' },
  adminPassword: 'rel-Admin-passw0rd',
  // Base32 TOTP secret used only by the suite's site.
  adminTotpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  payloadSecret: crypto.randomBytes(24).toString('hex'),
  newsletterSecret: crypto.randomBytes(24).toString('hex'),
}

export const STUDIO_EMAIL = 'studio@reliability.test'

export interface AppProcess {
  child: ChildProcess
  output: string[]
  exited: Promise<number | null>
  /** The site's own lines: `output` without Payload's logged errors (every refused sign-in has one, with its stack). */
  said: string[]
  /** Stopped by the suite (killApp), not on its own. */
  stopped?: boolean
}

export class Site {
  tmp!: string
  db!: EmbeddedDatabase
  mail!: MailServer
  /** Stripe on loopback (the fake), sending its events to the site's webhook. */
  stripe!: StripeFake
  port!: number
  baseUrl!: string
  pool!: pg.Pool
  app?: AppProcess
  /** Further instances of the site on the same database (the scale module), stopped with it. */
  readonly siblings: Site[] = []
  private env!: Record<string, string>

  async init() {
    this.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-reliability-'))
    // As root, PostgreSQL runs as the OS user `postgres`, which must be able to reach its directory.
    fs.chmodSync(this.tmp, 0o711)
    process.env.DATA_DIR = this.tmp
    this.db = await startEmbeddedPostgres({ dir: path.join(this.tmp, 'postgres'), database: 'reliability', port: 0 })
    this.mail = await startMailServer()
    this.port = await findFreePort(Number(process.env.RELIABILITY_PORT || 3300))
    this.baseUrl = `http://127.0.0.1:${this.port}`
    // Payments on, as a studio that takes them runs: a class is still paid at the studio unless it
    // says otherwise, so only the webhook module's classes reach Stripe. Failed deliveries are
    // retried within seconds rather than Stripe's minutes.
    this.stripe = await startStripeFake({
      webhookUrl: `${this.baseUrl}/api/payments/stripe/webhook`,
      webhookRetryDelaysMs: [500, 1000, 2000, 4000],
    })
    this.pool = new pg.Pool({ connectionString: this.db.url, max: 4, connectionTimeoutMillis: 2000 })
    this.pool.on('error', () => {})
    this.env = {
      ...(process.env as Record<string, string>),
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: this.db.url,
      DATA_DIR: this.tmp,
      MEDIA_DIR: path.join(this.tmp, 'media'),
      PORT: String(this.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: this.baseUrl,
      // Behind one load balancer: the client address is the last X-Forwarded-For entry, the one the
      // balancer appended. Each test visitor sends a single entry, so the load test spreads its
      // visitors over many addresses instead of switching the rate limits off.
      TRUST_PROXY: '1',
      SMTP_URL: this.mail.url,
      // Retries after 1, 2, 4… s instead of 30 s, 1 min…: the relay module's faults are lifted in
      // seconds, and its check that every message then arrives should not wait minutes.
      OUTBOX_RETRY_FIRST_S: '1',
      // …and never waits more than 2 s: a burst goes out as soon as its relay fault ends.
      OUTBOX_RETRY_MAX_S: '2',
      STUDIO_EMAIL,
      EMAIL_FROM: 'no-reply@reliability.test',
      CMS_EDITOR_USERNAME: secrets.cmsEditor.username,
      CMS_EDITOR_PASSWORD: secrets.cmsEditor.password,
      ADMIN_PASSWORD: secrets.adminPassword,
      ADMIN_TOTP_SECRET: secrets.adminTotpSecret,
      PAYLOAD_SECRET: secrets.payloadSecret,
      NEWSLETTER_SECRET: secrets.newsletterSecret,
      // The calendar and fuzz modules serve external calendars on loopback; every other internal
      // address stays refused (the fuzz module checks it).
      CALENDAR_FETCH_ALLOW_HOSTS: '127.0.0.1',
      STRIPE_SECRET_KEY: 'sk_test_reliability',
      STRIPE_WEBHOOK_SECRET: this.stripe.webhookSecret,
      STRIPE_API_URL: this.stripe.url,
    }
    for (const key of [
      'NODE_OPTIONS',
      'INSECURE_COOKIES',
      'DISABLE_HSTS',
      'MONITORING_DISABLED',
      'PUBLIC_RATE_LIMIT_PER_MINUTE',
      'METRICS_TOKEN',
    ])
      delete this.env[key]
  }

  /**
   * Another instance of the site on the same database and SMTP server, on its own port, with the
   * variables in `env` added to (or, with '', removed from) this one's. Not started yet.
   */
  sibling(port: number, env: Record<string, string>): Site {
    const other = new Site()
    other.tmp = this.tmp
    other.db = this.db
    other.mail = this.mail
    other.stripe = this.stripe
    other.pool = this.pool
    other.port = port
    other.baseUrl = `http://127.0.0.1:${port}`
    other.env = { ...this.env, PORT: String(port), ...env }
    for (const [key, value] of Object.entries(other.env)) if (value === '') delete other.env[key]
    this.siblings.push(other)
    return other
  }

  /**
   * Starts scripts/start.ts in its own process group (so SIGKILL can take the whole site down at
   * once, as a crash would) with an IPC channel (so it stops with this process, even a killed one).
   * Resolves once the site answers; `waitReady: false` returns at once. `env`: variables added for
   * this start only.
   */
  async startApp({
    waitReady = true,
    timeoutMs = 15 * 60_000,
    env = {} as Record<string, string>,
  } = {}): Promise<AppProcess> {
    if (this.app && this.app.child.exitCode === null && this.app.child.signalCode === null)
      throw new Error('The site is already running')
    // node --import tsx (not the .bin/tsx wrapper, which does not pass the IPC disconnect on).
    const child: ChildProcess = spawnTsx('scripts/start.ts', [], {
      env: { ...this.env, ...env } as NodeJS.ProcessEnv,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    const output: string[] = []
    const said: string[] = []
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue
        output.push(line)
        if (output.length > 400) output.shift()
        // Payload's error lines, colored or not, and the indented object and stack below them.
        if (!/^\s|ERROR|^\}/.test(line)) said.push(line)
        if (said.length > 100) said.shift()
        if (process.env.RELIABILITY_VERBOSE) console.log(`    [site] ${line}`)
        // V8's fatal lines (FATAL ERROR, the heap figures, the JS stack's marker) say why a site
        // aborted; without them an out-of-memory crash shows only as a frame of its native stack.
        else if (/Building the site|Compiled|error|Error|FATAL|heap|<--- /.test(line) && !/^\s+at /.test(line))
          console.log(`    [site] ${line.slice(0, 300)}`)
      }
    }
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    const app: AppProcess = { child, output, said, exited }
    // A site that stops on its own is the outage every module would then report as refused
    // connections: say so once, with what it said last.
    child.once('exit', (code, signal) => {
      if (app.stopped) return
      console.log(`    [site] exited on its own (${code ?? signal}); its last lines:`)
      for (const line of said.slice(-12)) console.log(`    [site]   ${line.slice(0, 300)}`)
    })
    this.app = app
    if (waitReady) await this.waitReady(timeoutMs)
    return this.app
  }

  /**
   * A command of the project (`scripts/<name>.ts`) run with this site's environment, as an operator
   * runs one beside the serving site; resolves with its exit code and output.
   */
  runCommand(
    script: string,
    args: string[] = [],
    timeoutMs = 300_000,
  ): Promise<{ code: number | null; output: string }> {
    const child = spawnTsx(script, args, { env: this.env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    return new Promise((resolve) =>
      child.once('exit', (code) => {
        clearTimeout(timer)
        resolve({ code, output })
      }),
    )
  }

  /** Until GET /api/health answers 200 (the site serves and reaches its database). */
  async waitReady(timeoutMs = 15 * 60_000): Promise<number> {
    const started = Date.now()
    let servingSince: number | undefined
    for (;;) {
      const app = this.app
      if (app && (app.child.exitCode !== null || app.child.signalCode !== null)) {
        throw new Error(
          `The site exited (${app.child.exitCode ?? app.child.signalCode}):\n${app.output.slice(-30).join('\n')}`,
        )
      }
      const res = await request(this.baseUrl, '/api/health', { timeoutMs: 5000 })
      // Serving is not enough: the suite signs in as the seeded editor and administrator.
      if (res.status === 200) {
        if (await this.prepared()) return Date.now() - started
        servingSince ??= Date.now()
        if (Date.now() - servingSince > 60_000) {
          throw new Error(
            `The site serves but its database was not seeded 60 s later (scripts/prepare.ts did not run to the end?):\n${this.app?.output.slice(-40).join('\n')}`,
          )
        }
      }
      if (Date.now() - started > timeoutMs)
        throw new Error(`The site was not ready within ${timeoutMs / 1000} s (last: ${res.status} ${res.error ?? ''})`)
      await sleep(250)
    }
  }

  /** Migrated and seeded (scripts/prepare.ts done): the CMS editor and the dashboard password exist. */
  private async prepared(): Promise<boolean> {
    try {
      const [row] = await this.query<{ ok: boolean }>(
        `SELECT (SELECT count(*) FROM users) > 0 AND (SELECT count(*) FROM admin_credentials WHERE password_hash IS NOT NULL) > 0 AS ok`,
      )
      return Boolean(row?.ok)
    } catch {
      return false
    }
  }

  get appAlive(): boolean {
    const child = this.app?.child
    return Boolean(child && child.exitCode === null && child.signalCode === null)
  }

  /** The whole process group at once, like a crash or the OOM killer. */
  async killApp(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const app = this.app
    if (!app || !this.appAlive) return
    app.stopped = true
    try {
      process.kill(-app.child.pid!, signal)
    } catch {
      app.child.kill(signal)
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-app.child.pid!, 'SIGKILL')
      } catch {}
    }, 15_000)
    await app.exited
    clearTimeout(timer)
    // Grandchildren of the group (serve.ts) may outlive the group leader by a moment.
    await sleep(300)
  }

  async stopApp(): Promise<void> {
    await this.killApp('SIGTERM')
  }

  async query<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]> {
    return (await this.pool.query<T>(text, values)).rows
  }

  async close(): Promise<void> {
    for (const sibling of this.siblings) await sibling.stopApp().catch(() => {})
    await this.stopApp().catch(() => {})
    await this.pool?.end().catch(() => {})
    await this.mail?.close().catch(() => {})
    await this.stripe?.close().catch(() => {})
    await this.db?.stop().catch(() => {})
    if (this.tmp) fs.rmSync(this.tmp, { recursive: true, force: true })
  }

  /** Synchronous last resort (process 'exit'): nothing may outlive the suite. */
  killEverythingNow(): void {
    for (const sibling of this.siblings) sibling.killEverythingNow()
    const pid = this.app?.child.pid
    if (pid && this.appAlive) {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {}
    }
  }
}
