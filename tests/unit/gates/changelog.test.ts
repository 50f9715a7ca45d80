/**
 * CHANGELOG.md marks each release with the commit it was made from: the newest one is what the
 * upgrade test (tests/int/upgrade.test.ts) checks out. Each named commit is in this clone's history,
 * an ancestor of HEAD, and the newest release's version is package.json's or older.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { parseReleases, releases } from '@root/scripts/lib/releases'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

describe('CHANGELOG.md', () => {
  it('reads the releases, newest first, and refuses one without its commit', () => {
    const text = [
      '# Changelog',
      '## [Unreleased]',
      '- something',
      '## [1.1.0] - 2027-01-02',
      `Commit: ${'b'.repeat(40)}`,
      '## [1.0.0] - 2026-11-28',
      '',
      `Commit: ${'a'.repeat(40)}`,
    ].join('\n')
    expect(parseReleases(text)).toEqual([
      { version: '1.1.0', date: '2027-01-02', commit: 'b'.repeat(40) },
      { version: '1.0.0', date: '2026-11-28', commit: 'a'.repeat(40) },
    ])
    expect(() => parseReleases('## [1.0.0] - 2026-11-28\nCommit: d9ecea4\n')).toThrow(/names no commit/)
    expect(() => parseReleases('## [1.0.0]\nCommit: ' + 'a'.repeat(40))).toThrow(/no date/)
  })

  it('names commits of this history, each an ancestor of HEAD, newest release first', () => {
    const list = releases()
    expect(list[0]?.version).toBeDefined()
    expect(list.at(-1)).toMatchObject({ version: '1.0.0', commit: 'd9ecea4646cb0cda9e51b7ad1a05d91a1e4ea15b' })
    for (const { version, commit } of list) {
      expect(git('cat-file', '-t', commit).trim(), `release ${version}`).toBe('commit')
      // Exits non-zero (and throws) when the commit is not an ancestor of HEAD.
      git('merge-base', '--is-ancestor', commit, 'HEAD')
    }
    const version = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version
    const [major, minor, patch] = version.split('.').map(Number) as [number, number, number]
    const [rMajor, rMinor, rPatch] = list[0]!.version.split('.').map(Number) as [number, number, number]
    expect(rMajor * 1e6 + rMinor * 1e3 + rPatch).toBeLessThanOrEqual(major * 1e6 + minor * 1e3 + patch)
  })
})
