/**
 * The embedded PostgreSQL as the site and its commands use it (src/lib/db/embedded-postgres.ts,
 * scripts/lib/environment.ts), each in a child process as an operator runs them:
 *  - a command run beside the site (`npm run payload`, `npm run seed`) uses the site's running server
 *    and leaves it running (it used to start a second server on the same cluster, which stopped the
 *    site's for good);
 *  - the server killed with SIGKILL comes back on its own, on the same address, with every
 *    committed row;
 *  - as root, in a folder only root can enter, the cluster is kept where the OS user `postgres` can
 *    reach it, the output says where, and backup and restore work there, with no stack trace.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { RELOCATED_ROOT } from '@/lib/db/embedded-postgres'

const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env, encoding: 'utf8', timeout: 600_000 })

/** The environment of a site on its own embedded server in `dataDir` (no DATABASE_URL). */
function ownEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    DATABASE_URL: '',
    // Any free port: the run's own server holds the one the environment names.
    EMBEDDED_PG_PORT: '0',
    BACKUP_KEY: '',
    ...extra,
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

const postmasterPid = (dir: string) => Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])

const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('a command beside the site, and the site’s database killed', () => {
  it('uses the site’s running server and leaves it running; a SIGKILLed server comes back with its rows', async () => {
    const dataDir = fs.mkdtempSync(path.join(process.env.DATA_DIR!, 'beside-'))
    fs.chmodSync(dataDir, 0o711)
    const owner = spawn(process.execPath, ['--import', 'tsx', 'tests/int/helpers/database-owner.ts'], {
      env: ownEnv(dataDir),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    children.push(owner)
    const events: { type: string; downMs?: number }[] = []
    const ready = new Promise<{ url: string; pid: number; dir: string }>((resolve, reject) => {
      owner.once('exit', (code) => reject(new Error(`the owner exited (${code})`)))
      readline.createInterface({ input: owner.stdout! }).on('line', (line) => {
        if (!line.startsWith('{')) return
        const message = JSON.parse(line) as {
          ready?: { url: string; pid: number; dir: string }
          event?: { type: string }
        }
        if (message.ready) resolve(message.ready)
        if (message.event) events.push(message.event)
      })
    })
    const site = await ready
    await query(site.url, `CREATE TABLE "beside" ("n" int); INSERT INTO "beside" VALUES (1)`)

    // Payload's CLI and `npm run seed` (its first migration only: the rest would add minutes, not
    // checks), as an operator runs them while the site serves.
    const status = tsx('scripts/payload-cli.ts', ['migrate:status'], ownEnv(dataDir))
    expect(status.status, `${status.stdout}${status.stderr}`).toBe(0)
    const seeded = tsx('scripts/seed.ts', ['--migrate-to=20261126_000256_initial'], ownEnv(dataDir))
    expect(seeded.status, `${seeded.stdout}${seeded.stderr}`).toBe(0)
    // The site's own server served them: the same process, still up, with the migration's tables in it.
    expect(postmasterPid(site.dir)).toBe(site.pid)
    expect(await query(site.url, `SELECT "n" FROM "beside"`)).toEqual([{ n: 1 }])
    expect(await query(site.url, `SELECT count(*)::int AS "n" FROM "users"`)).toEqual([{ n: 0 }])
    expect(events).toEqual([])

    // The server killed outright: the owner starts it again, on the same address.
    await query(site.url, `INSERT INTO "beside" VALUES (2)`)
    const killedAt = Date.now()
    process.kill(site.pid, 'SIGKILL')
    while (!events.some((e) => e.type === 'restarted') && Date.now() - killedAt < 90_000)
      await new Promise((r) => setTimeout(r, 200))
    const back = Date.now() - killedAt
    console.log(`embedded PostgreSQL back ${(back / 1000).toFixed(1)} s after its SIGKILL`)
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['exited', 'restarted']))
    expect(events[0]).toMatchObject({ type: 'exited', signal: 'SIGKILL' })
    expect(postmasterPid(site.dir)).not.toBe(site.pid)
    expect(await query(site.url, `SELECT "n" FROM "beside" ORDER BY 1`)).toEqual([{ n: 1 }, { n: 2 }])
    await query(site.url, `INSERT INTO "beside" VALUES (3)`)

    owner.kill('SIGTERM')
    await new Promise((r) => owner.once('exit', r))
    expect(fs.existsSync(path.join(site.dir, 'postmaster.pid'))).toBe(false)
  }, 1_200_000)
})

describe('as root, in a folder only root can enter', () => {
  it('keeps the cluster where the OS user postgres can reach it, says so, and backs up and restores there', async (ctx) => {
    if (process.getuid?.() !== 0) return ctx.skip('needs root')
    // mkdtemp makes it 0700: only root enters, as in root's home or a container's work folder.
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-root-only-'))
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-root-only-'))
    expect(fs.statSync(closed).mode & 0o777).toBe(0o700)
    const clusters: string[] = []
    try {
      const backup = tsx(
        'scripts/backup.ts',
        [],
        ownEnv(path.join(closed, '.data'), { BACKUP_DIR: path.join(closed, 'backups') }),
      )
      const said = `${backup.stdout}${backup.stderr}`
      expect(backup.status, said).toBe(0)
      expect(said).toMatch(
        new RegExp(
          `The embedded PostgreSQL runs as the OS user postgres \\(the site was started as root\\), which cannot enter ${closed}: its cluster is kept in ${RELOCATED_ROOT}/cluster-[0-9a-f]+/postgres \\(linked from ${closed}/\\.data/postgres\\)\\.`,
        ),
      )
      expect(said).not.toMatch(/^\s+at /m)
      clusters.push(fs.readlinkSync(path.join(closed, '.data', 'postgres')))
      const file = backup.stdout.trim()
      expect(fs.existsSync(file)).toBe(true)

      // On another machine (folder), as root again, with the key copied over.
      fs.mkdirSync(path.join(elsewhere, '.data'), { recursive: true })
      fs.copyFileSync(path.join(closed, '.data', 'backup-key'), path.join(elsewhere, '.data', 'backup-key'))
      const restored = tsx('scripts/restore.ts', [file], ownEnv(path.join(elsewhere, '.data')))
      const told = `${restored.stdout}${restored.stderr}`
      expect(restored.status, told).toBe(0)
      expect(told).toMatch(/its cluster is kept in/)
      expect(told).not.toMatch(/^\s+at /m)
      clusters.push(fs.readlinkSync(path.join(elsewhere, '.data', 'postgres')))
    } finally {
      for (const cluster of clusters) fs.rmSync(path.dirname(cluster), { recursive: true, force: true })
      fs.rmSync(closed, { recursive: true, force: true })
      fs.rmSync(elsewhere, { recursive: true, force: true })
    }
  }, 600_000)
})
