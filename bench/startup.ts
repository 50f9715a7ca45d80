/**
 * bench/startup: seconds from `npm start` (build already current) to the first 200 on /, for a
 * first start on an empty data directory (initdb + migrations + seed) and a second start on the
 * same data; then the peak memory (VmHWM) of the running site after 100 page requests.
 * Loopback only. Usage: npx tsx bench/startup.ts
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { findFreePort } from '@/lib/db/embedded-postgres'
import { buildIsCurrent } from '@root/scripts/lib/build-fingerprint'
import { buildSite } from '@root/scripts/lib/build-site'
import { spawnTsx } from '@root/scripts/lib/run'

if (!buildIsCurrent()) {
  console.log('Building first, as `npm run build` does (not part of the measurement)…')
  await buildSite()
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-startup-'))
fs.chmodSync(dataDir, 0o711)
const port = await findFreePort(3290)
const base = `http://127.0.0.1:${port}`

function descendants(pid: number): number[] {
  const out: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) out.push(Number(entry), ...descendants(Number(entry)))
    } catch {
      /* process ended */
    }
  }
  return out
}

function kb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))
    return m ? Number(m[1]) : 0
  } catch {
    return 0
  }
}

function cmd(pid: number) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')
  } catch {
    return ''
  }
}

async function startOnce(): Promise<{ seconds: number; child: ChildProcess }> {
  const t0 = performance.now()
  const child = spawnTsx('scripts/start.ts', [], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: '0',
      CMS_EDITOR_PASSWORD: 'bench-only-password',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  // Kept for the error message: a start that never answers says why.
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  for (;;) {
    if (performance.now() - t0 > 300_000 || child.exitCode !== null) {
      child.kill('SIGTERM')
      throw new Error(`site did not answer within 5 minutes; its last output:\n${output}`)
    }
    try {
      const res = await fetch(`${base}/`)
      if (res.status === 200) return { seconds: (performance.now() - t0) / 1000, child }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
}

const first = await startOnce()
await stop(first.child)
const second = await startOnce()
for (let i = 0; i < 100; i++) {
  const paths = ['/', '/fr', '/about', '/fr/about', '/does-not-exist']
  const res = await fetch(`${base}${paths[i % paths.length]}`)
  await res.arrayBuffer()
}
const tree = descendants(second.child.pid!)
const site = tree.filter((pid) => cmd(pid).includes('src/server/serve.ts'))
const postgres = tree.filter((pid) => /postgres/.test(cmd(pid)))
const siteHwm = site.reduce((sum, pid) => sum + kb(pid, 'VmHWM'), 0)
const pgRss = postgres.reduce((sum, pid) => sum + kb(pid, 'VmRSS'), 0)
await stop(second.child)
fs.rmSync(dataDir, { recursive: true, force: true })

console.log('\nbench/startup')
console.log(`  first start (empty data dir: initdb, migrate, seed) → first 200 on /: ${first.seconds.toFixed(2)} s`)
console.log(`  second start (same data)                              → first 200 on /: ${second.seconds.toFixed(2)} s`)
console.log(`  peak memory of the site process after 100 requests: ${(siteHwm / 1024).toFixed(0)} MB (VmHWM)`)
console.log(`  PostgreSQL processes, resident: ${(pgRss / 1024).toFixed(0)} MB (shared buffers counted per process)`)
process.exit(0)
