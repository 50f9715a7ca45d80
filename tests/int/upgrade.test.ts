/**
 * An upgrade keeps a studio's data. The previous release's tree (the newest commit CHANGELOG.md
 * names, taken from this clone's history with `git archive`) migrates and seeds an empty database
 * with its own scripts/prepare.ts and writes records through its own calls (tests/int/upgrade/fill.ts):
 * a booking, an inquiry, a subscriber, a consultation, a pool entry, a media file. The current
 * tree's database step (what `npm start` runs before it serves) then applies the newer migrations
 * forward on that same database, and every record is still there and readable through the current
 * calls. When no migration was added since the release, the whole path still runs: it then proves
 * that the current tree starts on a release's database as it is.
 *
 * The old tree uses this checkout's node_modules (a symlink) when its runtime dependencies are the
 * same versions as today's; otherwise it gets its own `npm ci --omit=dev` (docs/testing.md).
 */
import { execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { databaseIsPrepared, shippedMigrations } from '@root/scripts/lib/database-prepared'
import { prepareDatabase } from '@root/scripts/lib/prepare-database'
import { releases } from '@root/scripts/lib/releases'
import { tsxArgs } from '@root/scripts/lib/run'
import { bearer, signInAdmin } from './helpers/admin'
import { api, apiJson, testPayload } from './helpers/api'

type Filled = {
  emails: Record<'booking' | 'inquiry' | 'subscriber' | 'consultation' | 'pool', string>
  ids: Record<'booking' | 'inquiry' | 'consultation' | 'pool' | 'media', number>
  consultationStart: string
  poolUserId: string
  media: { filename: string; sha256: string }
}

const root = process.cwd()
const release = releases(root)[0]!
let tmp: string
let tree: string
let filled: Filled
let appliedByRelease: string[]

/** Runs a TypeScript file of the old tree with tsx, in that tree; its output, or an error with it. */
function runInTree(script: string, args: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsxArgs(script, args), {
      cwd: tree,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${release.version}: ${script} exited with ${code}:\n${output.slice(-4000)}`)),
    )
  })
}

type Lock = { packages: Record<string, { version?: string }> }
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T

/**
 * The old tree's node_modules. The runtime dependencies it declares, at the versions its lockfile
 * installed, are today's in practice: then this checkout's node_modules serves it (a symlink: Node
 * resolves each module by its real path, so one copy of each package loads, as in the current
 * tree). Otherwise it installs its own lockfile, from npm's cache when it can.
 */
function provideNodeModules(): string {
  const oldLock = readJson<Lock>(path.join(tree, 'package-lock.json'))
  const lock = readJson<Lock>(path.join(root, 'package-lock.json'))
  const declared = Object.keys(
    readJson<{ dependencies: Record<string, string> }>(path.join(tree, 'package.json')).dependencies,
  )
  const differ = declared.filter(
    (name) => oldLock.packages[`node_modules/${name}`]?.version !== lock.packages[`node_modules/${name}`]?.version,
  )
  if (!differ.length) {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'), 'dir')
    return 'shared'
  }
  console.log(`upgrade: ${release.version} pins other versions of ${differ.join(', ')}: npm ci --omit=dev in its tree`)
  execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: tree,
    stdio: 'inherit',
  })
  return 'own'
}

beforeAll(async () => {
  const started = Date.now()
  const took = (step: string) => console.log(`upgrade: ${step} after ${((Date.now() - started) / 1000).toFixed(1)} s`)
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-upgrade-'))
  tree = path.join(tmp, 'tree')
  fs.mkdirSync(tree)
  // The release's files as committed: only the object database is read, nothing in .git changes.
  execFileSync(
    'bash',
    ['-o', 'pipefail', '-c', 'git archive --format=tar "$0" | tar -x -C "$1"', release.commit, tree],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const modules = provideNodeModules()
  fs.copyFileSync(path.join(root, 'tests/int/upgrade/fill.ts'), path.join(tree, 'upgrade-fill.ts'))

  // This file's database, emptied: the release starts it from nothing, as on a studio's first start.
  const { adminUrl } = inject('intDatabase')
  const name = new URL(process.env.DATABASE_URL!).pathname.slice(1)
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }

  console.log(
    `upgrade: ${release.version} (${release.commit.slice(0, 12)}, node_modules ${modules}) prepares and fills`,
  )
  await runInTree('scripts/prepare.ts')
  took(`${release.version} migrated and seeded`)
  const out = await runInTree('upgrade-fill.ts')
  took(`${release.version} filled`)
  const line = out.split('\n').find((l) => l.startsWith('UPGRADE-FILL '))
  if (!line) throw new Error(`upgrade-fill.ts printed no UPGRADE-FILL line:\n${out.slice(-4000)}`)
  filled = JSON.parse(line.slice('UPGRADE-FILL '.length)) as Filled
  appliedByRelease = await migrationNames()

  // The current tree's database step on the same database, as `npm start` runs it.
  await prepareDatabase([], process.env)
  took('the current tree prepared the database')
}, 480_000)

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
})

async function migrationNames(): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query<{ name: string }>('SELECT "name" FROM "payload_migrations" ORDER BY "name"')).rows.map(
      (r) => r.name,
    )
  } finally {
    await client.end()
  }
}

describe(`upgrading from the previous release`, () => {
  it('applies the newer migrations forward, after the release’s own, and the site may serve', async () => {
    expect(appliedByRelease.length).toBeGreaterThan(0)
    const shipped = shippedMigrations(root).sort()
    // Every migration the release applied is still shipped, unchanged in name: none was rewritten.
    expect(shipped).toEqual(expect.arrayContaining(appliedByRelease))
    expect(await migrationNames()).toEqual(shipped)
    expect(await databaseIsPrepared(process.env.DATABASE_URL!)).toBe(true)
  })

  it('keeps every record, readable through the current calls', async () => {
    const auth = bearer(await signInAdmin())

    const bookings = await apiJson('/api/class-bookings', { headers: auth })
    expect(bookings.status).toBe(200)
    expect(JSON.stringify(bookings.data)).toContain(filled.emails.booking)

    const inquiry = await apiJson(`/api/admin/contacts/${filled.ids.inquiry}`, { headers: auth })
    expect(inquiry.status).toBe(200)
    expect(JSON.stringify(inquiry.data)).toContain(filled.emails.inquiry)

    const subscribers = await apiJson('/api/admin/newsletters', { headers: auth })
    expect(subscribers.status).toBe(200)
    expect(JSON.stringify(subscribers.data)).toContain(filled.emails.subscriber)

    const consultations = await apiJson<{ consultations: { id: number }[] }>('/api/admin/consultations', {
      headers: auth,
    })
    expect(consultations.status).toBe(200)
    expect(consultations.data.consultations.map((c) => c.id)).toContain(filled.ids.consultation)
    expect(JSON.stringify(consultations.data)).toContain(filled.emails.consultation)

    const payload = await testPayload()
    const entry = await payload.findByID({ collection: 'pool-entries', id: filled.ids.pool, overrideAccess: true })
    expect(entry).toMatchObject({ email: filled.emails.pool, userId: filled.poolUserId })

    const file = await api(`/api/media/file/${filled.media.filename}`)
    expect(file.status).toBe(200)
    const bytes = Buffer.from(await file.arrayBuffer())
    expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(filled.media.sha256)
  })

  it('keeps the consultation’s time held against a new booking of it', async () => {
    const taken = await apiJson('/api/consultations', {
      json: {
        type: 'free-call',
        start: filled.consultationStart,
        name: 'Second Visitor',
        email: `upgrade-second-${crypto.randomBytes(3).toString('hex')}@example.ca`,
        phone: '',
        serviceType: 'wedding',
        notes: '',
      },
      ip: '10.251.0.1',
    })
    expect(taken.status).toBe(409)
    expect(taken.data.error).toBe('SLOT_TAKEN')
  })
})
