import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * busyFromIcs (busy-calendar.ts) in a child process with a deadline and a heap of its own. A
 * calendar is someone else's text: ical.js's recurrence iterator can spend minutes inside one step
 * on a rule that never matches (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`) or seconds per occurrence on
 * one that matches rarely (`FREQ=MINUTELY;BYHOUR=3`), and no step bound in the loop can interrupt a
 * step. In the server's own thread that stopped every request. In a worker thread it stopped the
 * server too, now and then: a worker that reaches its heap limit is ended only as far as V8 manages
 * it, and a heap that fills fast enough aborts the whole process ("FATAL ERROR: Reached heap
 * limit"), which a hostile calendar did to the site on a busy machine. A child process that runs
 * out of memory, or is killed at the deadline, ends alone.
 *
 * How the child finds its code: `next build` bundles this file into a server chunk, but a process's
 * script has to be a file of its own, and the bundle has none for it. So, like the cache handler
 * (next.config.ts), the child's body is read at run time as the project's TypeScript
 * (busy-calendar-child-main.ts under the working directory, which is the project: `npm start`, the
 * tests and the benchmarks all run from it) through tsx's loader, a run-time dependency.
 */
export const PARSE_DEADLINE_MS = 10_000
/** A calendar of the largest accepted size (5 MB) parses in far less; a hostile one stops here. */
export const PARSE_HEAP_MB = 256

/**
 * `invalid`: not iCalendar; `too-complex`: past the deadline or out of memory; `unavailable`: the
 * child itself could not run (`detail` says why, for the log: it never holds the calendar's text).
 */
export type ParseResult =
  { busy: [number, number][] } | { failure: 'invalid' | 'too-complex' } | { failure: 'unavailable'; detail: string }

/**
 * One parse at a time in this process: each calendar's deadline then measures its own cost, not
 * that of the others running beside it on the same cores (three at once took each twice as long).
 */
let queue: Promise<unknown> = Promise.resolve()

export function busyInChild(
  text: string,
  from: number,
  to: number,
  deadlineMs = PARSE_DEADLINE_MS,
  heapMb = PARSE_HEAP_MB,
): Promise<ParseResult> {
  const run = queue.then(() => parseInChild(text, from, to, deadlineMs, heapMb))
  queue = run
  return run
}

function parseInChild(
  text: string,
  from: number,
  to: number,
  deadlineMs: number,
  heapMb: number,
): Promise<ParseResult> {
  const root = process.cwd()
  return new Promise((resolve) => {
    let settled = false
    let stderr = ''
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${heapMb}`,
        '--import',
        'tsx/esm',
        path.join(root, 'src/lib/consultations/busy-calendar-child-main.ts'),
        // The child ends itself this long after its start whatever happens to this process.
        String(deadlineMs + 5000),
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] },
    )
    // Its output is not the server's log; a few lines say why it could not run.
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
    const done = (result: ParseResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      resolve(result)
    }
    const timer = setTimeout(() => done({ failure: 'too-complex' }), deadlineMs)
    child.on('message', (message: { busy?: [number, number][]; invalid?: boolean }) =>
      done(message.busy ? { busy: message.busy } : { failure: 'invalid' }),
    )
    child.on('error', (error) => done({ failure: 'unavailable', detail: String(error.message).slice(0, 200) }))
    child.on('exit', (code, signal) =>
      done(
        // Out of memory: a calendar too large to expand. Anything else: the child could not run.
        /heap out of memory|Allocation failed/.test(stderr)
          ? { failure: 'too-complex' }
          : { failure: 'unavailable', detail: `the child exited (${signal ?? code}): ${stderr.trim().slice(-200)}` },
      ),
    )
    child.send({ text, from, to })
  })
}
