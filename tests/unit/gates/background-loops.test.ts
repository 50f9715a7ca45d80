/**
 * The table of docs/architecture.md "Background loops" is what an operator reads to know what runs
 * behind the site: it must say what the code runs. Each row (name, interval, first turn, where it
 * runs, and the setting named beside a figure) is compared with the two tables of loops the code
 * starts, the site's (siteLoops) and the firewall's (frontLoops). A timer outside the loop engine
 * would escape both, so the sources of src/ are read too: a `setInterval`, or a `setTimeout` that
 * arms itself again, must be the engine's or one of the few declared below, each with its reason
 * and named in the doc's section.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { siteLoops } from '@/lib/jobs/background-loops'
import type { Loop } from '@/lib/runtime/loop-engine'
import { frontLoops } from '@/server/front'

const root = path.resolve(import.meta.dirname, '../../..')
const ENGINE = 'src/lib/runtime/loop-engine.ts'

/** Timers that are not loops of the engine, each with why (also named in the doc's section). */
const DECLARED_TIMERS: Record<string, string> = {
  // Runs in the visitor's browser, not on the server: asks the browser to look for a new version.
  'src/components/site/ServiceWorker.tsx': 'setInterval',
  // Not a loop: the embedded database's supervisor retries a failed restart with growing delays
  // and stops once the database is back.
  'src/lib/db/embedded-postgres.ts': 'setTimeout',
}

interface Row {
  name: string
  everyMs: number
  everySetting?: string
  firstMs: number
  firstSetting?: string
  exclusive: boolean
}

/** The text of a Markdown section, from its heading to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => /^#+\s/.test(line) && line.replace(/^#+\s*/, '') === heading)
  if (start < 0) throw new Error(`no section "${heading}"`)
  const level = /^#+/.exec(lines[start]!)![0].length
  const end = lines.findIndex((line, i) => i > start && /^#+\s/.test(line) && /^#+/.exec(line)![0].length <= level)
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
}

const UNITS: Record<string, number> = { s: 1000, min: 60_000, h: 3_600_000 }

/** "60 s (`JOBS_INTERVAL_S`)" → 60 000 ms and its setting; "at start" → 0. */
function duration(cell: string): { ms: number; setting?: string } {
  if (cell === 'at start') return { ms: 0 }
  const match = /^(\d+) (s|min|h)(?: \(`([A-Z0-9_]+)`\))?$/.exec(cell)
  if (!match) throw new Error(`not a duration: "${cell}"`)
  return { ms: Number(match[1]) * UNITS[match[2]!]!, setting: match[3] }
}

/** The rows of the section's loops table. */
function tableRows(markdown: string): Row[] {
  const rows: Row[] = []
  for (const line of section(markdown, 'Background loops').split('\n')) {
    const cells = /^\|\s*`([a-z-]+)`\s*\|(.*)\|\s*$/.exec(line)
    if (!cells) continue
    const [every, first, where] = cells[2]!.split('|').map((cell) => cell.trim())
    if (where !== 'every instance' && where !== 'one instance at a time') throw new Error(`${cells[1]}: "${where}"`)
    const e = duration(every!)
    const f = duration(first!)
    rows.push({
      name: cells[1]!,
      everyMs: e.ms,
      everySetting: e.setting,
      firstMs: f.ms,
      firstSetting: f.setting,
      exclusive: where === 'one instance at a time',
    })
  }
  return rows
}

const shape = (loop: Loop<unknown>) => ({
  name: loop.name,
  everyMs: loop.everyMs,
  firstMs: loop.firstMs ?? loop.everyMs,
  exclusive: loop.exclusive,
})

/** What differs between the table and the code's loops, as readable lines; empty when they agree. */
function differences(rows: Row[], loops: Loop<unknown>[], loopsWith: (env: Record<string, string>) => Loop<unknown>[]) {
  const problems: string[] = []
  for (const loop of loops) {
    const row = rows.find((r) => r.name === loop.name)
    if (!row) {
      problems.push(`no row for the loop ${loop.name}`)
      continue
    }
    const documented = { name: row.name, everyMs: row.everyMs, firstMs: row.firstMs, exclusive: row.exclusive }
    if (JSON.stringify(documented) !== JSON.stringify(shape(loop)))
      problems.push(`${loop.name}: the doc says ${JSON.stringify(documented)}, the code ${JSON.stringify(shape(loop))}`)
    // The setting named beside a figure is the one that changes it.
    for (const [setting, field] of [
      [row.everySetting, 'everyMs'],
      [row.firstSetting, 'firstMs'],
    ] as const) {
      if (!setting) continue
      const changed = loopsWith({ [setting]: '7' }).find((l) => l.name === loop.name)
      if (!changed || shape(changed)[field] !== 7000)
        problems.push(`${loop.name}: ${setting} does not set its ${field}`)
    }
  }
  for (const row of rows)
    if (!loops.some((loop) => loop.name === row.name)) problems.push(`a row for no loop: ${row.name}`)
  return problems
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && /\.tsx?$/.test(entry.name)
        ? [path.relative(root, path.join(entry.parentPath, entry.name))]
        : [],
    )
}

/**
 * The background timers of a source: each `setInterval`, and each `setTimeout` that arms itself
 * again (its callback is, or calls, a function the call sits in).
 */
function backgroundTimers(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const enclosingNames = (node: ts.Node): string[] => {
    const names: string[] = []
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
      if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name) names.push(n.name.getText())
      if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isVariableDeclaration(n.parent))
        names.push(n.parent.name.getText())
    }
    return names
  }
  const called = (node: ts.Node): string[] => {
    if (ts.isIdentifier(node)) return [node.text]
    const names: string[] = []
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) names.push(n.expression.text)
      n.forEachChild(visit)
    }
    visit(node)
    return names
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText()
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      const name = callee.replace(/^(window|globalThis)\./, '')
      if (name === 'setInterval') found.push(`${file}:${line} setInterval`)
      if (name === 'setTimeout' && node.arguments[0]) {
        const own = enclosingNames(node)
        if (called(node.arguments[0]).some((c) => own.includes(c))) found.push(`${file}:${line} setTimeout`)
      }
    }
    node.forEachChild(visit)
  }
  visit(source)
  return found
}

describe('the background loops of docs/architecture.md and of the code', () => {
  const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
  // Every loop on: payments' needs a Stripe key.
  const everything: NodeJS.ProcessEnv = { NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_gate' }
  const loopsWith = (env: Record<string, string>) =>
    [...siteLoops({ ...everything, ...env }), ...frontLoops()] as Loop<unknown>[]

  it('has one row per loop of the code, with its interval, first turn and where it runs', () => {
    const rows = tableRows(doc)
    expect(rows.length).toBeGreaterThanOrEqual(10)
    expect(differences(rows, loopsWith({}), loopsWith)).toEqual([])
  })

  it('finds a missing row, a wrong interval, a row left behind and a setting that sets nothing', () => {
    const rows = tableRows(doc)
    const broken = rows
      .filter((r) => r.name !== 'backup')
      .map((r) => (r.name === 'outbox' ? { ...r, everyMs: 60_000 } : r))
      .map((r) => (r.name === 'jobs' ? { ...r, everySetting: 'OUTBOX_WORKER' } : r))
    broken.push({ ...rows[0]!, name: 'gone' })
    expect(differences(broken, loopsWith({}), loopsWith)).toEqual([
      expect.stringMatching(/^outbox: the doc says .*"everyMs":60000/),
      'jobs: OUTBOX_WORKER does not set its everyMs',
      'no row for the loop backup',
      'a row for no loop: gone',
    ])
  })

  it('has no timer in src/ beside the engine but the declared ones, each named in the section', () => {
    const timers = sourceFiles('src')
      .filter((file) => file !== ENGINE)
      .flatMap((file) => backgroundTimers(file, fs.readFileSync(path.join(root, file), 'utf8')))
    const undeclared = timers.filter((t) => {
      const [where, kind] = t.split(' ')
      return DECLARED_TIMERS[where!.replace(/:\d+$/, '')] !== kind
    })
    expect(undeclared).toEqual([])
    for (const file of Object.keys(DECLARED_TIMERS)) {
      expect(
        timers.some((t) => t.startsWith(`${file}:`)),
        `${file} still has its timer`,
      ).toBe(true)
      expect(section(doc, 'Background loops')).toContain(`\`${file}\``)
    }
  })

  it('finds a setInterval and a setTimeout that arms itself again, not a one-off timeout', () => {
    const text = [
      'const a = setInterval(() => {}, 1000)',
      'function poll() { doWork(); setTimeout(poll, 1000) }',
      'const tick = () => { window.setTimeout(() => tick(), 50) }',
      'const once = () => setTimeout(() => done(), 50)',
    ].join('\n')
    expect(backgroundTimers('x.ts', text)).toEqual(['x.ts:1 setInterval', 'x.ts:2 setTimeout', 'x.ts:3 setTimeout'])
  })
})
