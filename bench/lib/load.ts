import { execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon'

export interface Sample {
  rps: number
  p50: number
  p99: number
  /** Answers that were not 2xx, and errors. */
  failed: number
  /** Answers received. */
  requests: number
}

/** `connections` keep-alive clients on one URL for `seconds`: mean req/s, latency percentiles. */
export async function sample(
  url: string,
  { seconds, connections, headers }: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<Sample> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10, headers })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    requests: result.requests.total,
  }
}

/** `root` and every process below it, as `ps` lists them now. */
export function processTree(root: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args! }))
  const family = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const row of rows)
      if (family.has(row.ppid) && !family.has(row.pid)) {
        family.add(row.pid)
        grew = true
      }
  }
  return rows.filter((r) => family.has(r.pid))
}

/**
 * User and system CPU time of these processes, in milliseconds (Linux /proc, 100 ticks a second).
 * A server's own CPU per request is a figure a shared machine's load moves far less than its
 * throughput. A process gone meanwhile counts 0.
 */
export function cpuMs(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // exited
    }
  }
  return ticks * 10
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Resolves once `child` prints a line matching `ready` on its stdout (piped); rejects if it exits first. */
export function untilReady(child: ChildProcess, ready: RegExp, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (ready.test(chunk.toString())) resolve()
    })
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready`)))
  })
}

/** Stops a process a bench started: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stopProcess(child: ChildProcess | undefined, graceMs = 20_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  await new Promise((resolve) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), resolve(null)), graceMs)
    child.once('exit', () => (clearTimeout(timer), resolve(null)))
    child.kill('SIGTERM')
  })
}
