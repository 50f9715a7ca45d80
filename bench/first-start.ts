/**
 * bench/first-start: a newcomer's first `npm start` after `npm install`, from a clean state: no
 * build (its own empty NEXT_DIST_DIR, so no Turbopack cache either) and no data (an empty
 * DATA_DIR). Prints the seconds from the command to each step the start announces, up to the first
 * 200 on `/`, the load average before and after (the machine may be shared: read the figures with
 * it), the CPU-seconds the start's processes had used by then (less sensitive to other work on the
 * machine than the seconds), and what the build left in its `cache` folder.
 * `--rebuild`: then edits one source file (a comment at the end of src/i18n/request.ts, undone
 * after), stops the site, and times the second start, whose build reads what the first one kept.
 * Loopback only; BENCH_PORT: the first port to try (3390). Usage: npx tsx bench/first-start.ts [--rebuild]
 */
import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { findFreePort } from '@/lib/db/embedded-postgres'
import { spawnTsx } from '@root/scripts/lib/run'

const rebuild = process.argv.includes('--rebuild')
const distDir = `.next-bench-first-${process.pid}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-first-start-'))
fs.chmodSync(dataDir, 0o711)
const port = await findFreePort(Number(process.env.BENCH_PORT || 3390))
const base = `http://127.0.0.1:${port}`

/** What start.ts and the build print, in the order they come; the first line matching each is timed. */
const STEPS: [label: string, pattern: RegExp][] = [
  ['PostgreSQL up', /Embedded PostgreSQL on/],
  ['build started', /Building the site/],
  ['database migrated and seeded', /seeded the studio content/],
  ['compiled', /Compiled successfully/],
  ['type-checked', /Finished TypeScript in/],
  ['static pages generated', /Generating static pages .*\((\d+)\/\1\)/],
  ['build done (compile hints, brotli, stamp)', /Build done in/],
  ['server listening', /Ready on/],
]

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')

function du(dir: string): number {
  try {
    return Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024
  } catch {
    return 0
  }
}

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** The processes under `pid`, itself included. */
function tree(pid: number): number[] {
  const out = [pid]
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(...tree(Number(entry)))
    } catch {
      /* ended */
    }
  }
  return out
}

/**
 * CPU-seconds used by the processes under `pid` (and by those they have waited for: the build,
 * the migrations): utime, stime, cutime and cstime of /proc/<pid>/stat.
 */
function cpuSeconds(pid: number): number {
  let ticks = 0
  for (const p of tree(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
    } catch {
      /* ended */
    }
  }
  return ticks / TICKS
}

async function startOnce(): Promise<{ child: ChildProcess; seen: Map<string, number>; seconds: number; cpu: number }> {
  const t0 = performance.now()
  const seen = new Map<string, number>()
  const child = spawnTsx('scripts/start.ts', [], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: '0',
      CMS_EDITOR_PASSWORD: 'bench-only-password',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  const watch = (chunk: Buffer) => {
    const text = chunk.toString()
    output = (output + text).slice(-4000)
    const at = (performance.now() - t0) / 1000
    for (const line of text.split('\n'))
      for (const [label, pattern] of STEPS) if (!seen.has(label) && pattern.test(line)) seen.set(label, at)
  }
  child.stdout!.on('data', watch)
  child.stderr!.on('data', watch)
  for (;;) {
    if (performance.now() - t0 > 1_800_000 || child.exitCode !== null) {
      child.kill('SIGTERM')
      throw new Error(`site did not answer within 30 minutes; its last output:\n${output}`)
    }
    try {
      const res = await fetch(`${base}/`)
      await res.arrayBuffer()
      if (res.status === 200)
        return { child, seen, seconds: (performance.now() - t0) / 1000, cpu: cpuSeconds(child.pid!) }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
}

function report(title: string, run: Awaited<ReturnType<typeof startOnce>>, loadBefore: string) {
  console.log(`\n${title}`)
  console.log(`  load average before: ${loadBefore}; after: ${load()}`)
  for (const [label] of STEPS) {
    const at = run.seen.get(label)
    if (at !== undefined) console.log(`  ${label.padEnd(44)} ${at.toFixed(1).padStart(6)} s`)
  }
  console.log(`  ${'first 200 on /'.padEnd(44)} ${run.seconds.toFixed(1).padStart(6)} s`)
  console.log(`  CPU used by the start's processes by then: ${run.cpu.toFixed(0)} s`)
  console.log(`  build cache left in ${distDir}/cache: ${du(path.join(distDir, 'cache')).toFixed(0)} MB`)
}

const edited = 'src/i18n/request.ts'
const original = fs.readFileSync(edited, 'utf8')
// `next build` adds its dist dir's types to the tsconfig it checks with: put back as it was.
const tsconfigs = ['tsconfig.json', 'tsconfig.build.json'].map((file) => [file, fs.readFileSync(file, 'utf8')] as const)
try {
  let before = load()
  const first = await startOnce()
  report('bench/first-start: first start (no build, no data)', first, before)
  await stop(first.child)
  if (rebuild) {
    fs.writeFileSync(edited, `${original}\n// bench/first-start: a source change\n`)
    before = load()
    const second = await startOnce()
    report('second start after a one-line source change (same data; the build reads its cache)', second, before)
    await stop(second.child)
  }
} finally {
  fs.writeFileSync(edited, original)
  for (const [file, text] of tsconfigs) fs.writeFileSync(file, text)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(distDir, { recursive: true, force: true })
}
process.exit(0)
