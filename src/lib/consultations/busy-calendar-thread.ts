import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/**
 * busyFromIcs (busy-calendar.ts) in a worker thread with a deadline. A calendar is someone else's
 * text: ical.js's recurrence iterator can spend minutes inside one step on a rule that never
 * matches (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`) or seconds per occurrence on one that matches
 * rarely (`FREQ=MINUTELY;BYHOUR=3`), and no step bound in the loop can interrupt a step. In the
 * server's own thread that stopped every request; in a worker it costs one core until the deadline,
 * when the thread is terminated wherever it is.
 *
 * How the worker finds its code: `next build` bundles this file into a server chunk, but a worker's
 * script has to be a file of its own, and the bundle has none for it. So, like the cache handler
 * (next.config.ts), the worker's body is read at run time as the project's TypeScript
 * (busy-calendar-worker.ts under the working directory, which is the project: `npm start`, the
 * tests and the benchmarks all run from it) through tsx's loader, a run-time dependency. The
 * bootstrap is inline code, so that there is no second file for the build to leave out.
 */
export const PARSE_DEADLINE_MS = 10_000
/** A calendar of the largest accepted size (5 MB) parses in far less; a hostile one stops here. */
const HEAP_MB = 256

const BOOT = `const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.file, workerData.parent));`

/**
 * `invalid`: not iCalendar; `too-complex`: past the deadline or out of memory; `unavailable`: the
 * worker itself could not run (`detail` says why, for the log: it never holds the calendar's text).
 */
export type ThreadResult =
  { busy: [number, number][] } | { failure: 'invalid' | 'too-complex' } | { failure: 'unavailable'; detail: string }

/**
 * One parse at a time in this process: each calendar's deadline then measures its own cost, not
 * that of the others running beside it on the same cores (three at once took each twice as long).
 */
let queue: Promise<unknown> = Promise.resolve()

export function busyInWorker(
  text: string,
  from: number,
  to: number,
  deadlineMs = PARSE_DEADLINE_MS,
): Promise<ThreadResult> {
  const run = queue.then(() => parseInWorker(text, from, to, deadlineMs))
  queue = run
  return run
}

function parseInWorker(text: string, from: number, to: number, deadlineMs: number): Promise<ThreadResult> {
  const root = process.cwd()
  return new Promise((resolve) => {
    let settled = false
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: {
        file: path.join(root, 'src/lib/consultations/busy-calendar-worker.ts'),
        parent: pathToFileURL(path.join(root, 'package.json')).href,
        text,
        from,
        to,
      },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      // Its output is not the server's log: a parse error is answered as a message.
      stdout: true,
      stderr: true,
    })
    const done = (result: ThreadResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(result)
    }
    const timer = setTimeout(() => done({ failure: 'too-complex' }), deadlineMs)
    worker.on('message', (message: { busy?: [number, number][]; invalid?: boolean }) =>
      done(message.busy ? { busy: message.busy } : { failure: 'invalid' }),
    )
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) is a calendar too large to expand. A worker that
    // could not start is answered, never thrown at the loop that refreshes every calendar.
    worker.on('error', (error: Error & { code?: string }) =>
      done(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { failure: 'too-complex' }
          : { failure: 'unavailable', detail: String(error.message).slice(0, 200) },
      ),
    )
    worker.on('exit', (code) => done({ failure: 'unavailable', detail: `the worker exited (${code})` }))
  })
}
