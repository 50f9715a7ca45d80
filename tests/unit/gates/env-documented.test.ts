/**
 * Every environment variable the application and its scripts read is in the configuration table of
 * docs/configuration.md (linked from the README), so an operator learns of a switch from the docs
 * and not from the code.
 * Test and benchmark harness variables (tests/, bench/, the Playwright and Vitest configs, the
 * test runner) are described with their runners instead; the platform's own (NODE_ENV, CI, …)
 * are set by Node, Next and CI, not by whoever deploys the site.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { envReads } from './env-reads'

const root = path.resolve(import.meta.dirname, '../../..')
const scanned = ['src', 'endpoints', 'collections', 'globals', 'access', 'fields', 'utilities', 'migrations', 'scripts']
const harness = new Set(['scripts/test.ts', 'scripts/e2e-server.ts', 'scripts/lib/generated-files.ts'])
const platform = new Set(['NODE_ENV', 'NEXT_PHASE', 'NEXT_TELEMETRY_DISABLED', 'CI'])

function sourceFiles(): string[] {
  const files = fs
    .readdirSync(root)
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/^(playwright|vitest)\.config\./.test(f))
  for (const dir of scanned) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      const file = `${dir}/${entry}`
      if (/\.(ts|tsx|mjs)$/.test(file) && !harness.has(file)) files.push(file)
    }
  }
  return files
}

/**
 * Helpers that read `process.env[name]` for a name their callers pass: ensureSecret('X', …) and
 * the security policy's num('X', …). A new one must be added here, or the test below fails.
 */
const dynamicReaders: Record<string, RegExp> = {
  'src/lib/runtime/secrets.ts': /ensureSecret\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
  'src/lib/security/policy.ts': /\bnum\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
  // Only hashes NEXT_PUBLIC_* into the build fingerprint; reads no setting of its own.
  'scripts/lib/build-fingerprint.ts': /$^/g,
  // Compares the whole environment before and after the database step, to hand the site what that
  // step settled; its settings it reads by name, which the gate sees.
  'scripts/start.ts': /$^/g,
}

const CONFIGURATION_DOC = 'docs/configuration.md'

/** The names in the first cell of each row of the table under the page's `# Configuration` title. */
function documentedVariables(): Set<string> {
  const doc = fs.readFileSync(path.join(root, CONFIGURATION_DOC), 'utf8')
  const section = doc.split(/^# Configuration$/m)[1]?.split(/^## /m)[0] ?? ''
  const names = new Set<string>()
  for (const line of section.split('\n').filter((l) => l.startsWith('|'))) {
    const firstCell = line.split('|')[1] ?? ''
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name!)
  }
  return names
}

describe('configuration documentation', () => {
  it(`lists every environment variable the code reads in the table of ${CONFIGURATION_DOC}`, () => {
    const documented = documentedVariables()
    expect(documented.size).toBeGreaterThan(10)
    const { names, unknown } = envReads(root, sourceFiles(), dynamicReaders)
    // A read whose name the gate cannot tell: name it, or list the file above with its callers' pattern.
    expect(unknown).toEqual([])
    // Far more than the direct reads: the settings read through a parameter are in.
    expect(names.get('STRIPE_WEBHOOK_SECRET')).toBe('src/lib/payments/config.ts')
    expect(names.get('BACKUP_KEEP_WEEKLY')).toBe('src/lib/backup/run.ts')
    const missing = [...names]
      .filter(([name]) => !platform.has(name) && !documented.has(name))
      .map(([name, file]) => `${name} (read in ${file})`)
    expect(missing).toEqual([])
    // About 2 CPU-seconds, but the unit layer runs it beside the type check and ESLint.
  }, 120_000)
})

describe('the reads the gate sees', () => {
  const fixture = 'tests/unit/gates/fixtures/env-reads.ts'

  it('every way the code reads a variable: directly, through a parameter or option, destructured, imported, a helper', () => {
    const { names, unknown } = envReads(root, [fixture], { [fixture]: /fixtureSetting\(\s*'([A-Z][A-Z0-9_]*)'/g })
    expect(unknown).toEqual([])
    expect([...names.keys()].sort()).toEqual([
      'FIXTURE_BRACKET',
      'FIXTURE_DESTRUCTURED',
      'FIXTURE_DESTRUCTURED_PARAMETER',
      'FIXTURE_DIRECT',
      'FIXTURE_HELPER',
      'FIXTURE_IMPORTED',
      'FIXTURE_INFERRED',
      'FIXTURE_NESTED',
      'FIXTURE_OPTION',
      'FIXTURE_PARAMETER',
      'FIXTURE_RENAMED',
    ])
  })

  it('a read it cannot name is reported, not skipped', () => {
    const hidden = 'tests/unit/gates/fixtures/env-reads-hidden.ts'
    const { names, unknown } = envReads(root, [hidden])
    expect(unknown).toEqual([
      `${hidden}: process.env[name]`,
      `${hidden}: ...others`,
      `${hidden}: process.env handed on as Record<string, string | undefined>`,
    ])
    expect([...names.keys()]).toEqual(['FIXTURE_FIRST'])
  })
})
