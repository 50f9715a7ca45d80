/**
 * The body of the worker thread that reads one external calendar (busy-calendar-thread.ts starts
 * it): the text and the window come in `workerData`, the busy times or the failure go back as one
 * message. Its own thread, so that a recurrence rule ical.js cannot finish expanding stops this
 * thread (terminated at its deadline), never the server's.
 */
import { parentPort, workerData } from 'node:worker_threads'

import { busyFromIcs } from './busy-calendar'

const { text, from, to } = workerData as { text: string; from: number; to: number }
try {
  const busy = busyFromIcs(text, from, to).map((b): [number, number] => [b.start, b.end])
  parentPort?.postMessage({ busy })
} catch {
  parentPort?.postMessage({ invalid: true })
}
