/**
 * The body of the child process that reads one external calendar (busy-calendar-launcher.ts starts
 * it): the text and the window come as one message, the busy times or the failure go back as one
 * message. A process of its own, so that a recurrence rule ical.js cannot finish expanding, or a
 * calendar that fills its heap, ends this process (killed at its deadline, or out of memory), never
 * the server.
 */
import { Worker } from 'node:worker_threads'

import { busyFromIcs } from './busy-calendar'

// A parse can hold this thread inside one step of ical.js for minutes, where no timer of this
// thread runs; a watchdog thread ends the process at its time limit, even when the server that
// started it died and cannot kill it.
const limitMs = Number(process.argv[2]) || 15_000
new Worker(`setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${limitMs})`, {
  eval: true,
  resourceLimits: { maxOldGenerationSizeMb: 8 },
}).unref()

process.once('message', (input: { text: string; from: number; to: number }) => {
  let reply: { busy: [number, number][] } | { invalid: true }
  try {
    reply = { busy: busyFromIcs(input.text, input.from, input.to).map((b): [number, number] => [b.start, b.end]) }
  } catch {
    reply = { invalid: true }
  }
  process.send!(reply, () => process.exit(0))
})
