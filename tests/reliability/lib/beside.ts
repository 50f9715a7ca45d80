import fs from 'node:fs'

import { sleep } from './report'

/**
 * RELIABILITY_QUIET_FILE: npm test runs this suite beside the e2e layer (scripts/test.ts) and
 * creates this file when that layer has ended. Unset, the suite runs alone.
 */
export const quietFile = process.env.RELIABILITY_QUIET_FILE

/** Whether another layer still shares the machine: pages then take longer to settle. */
export function machineShared(): boolean {
  return Boolean(quietFile) && !fs.existsSync(quietFile!)
}

let waited = 0
let waitingSince: number | undefined

/**
 * How long this suite has waited so far for the layer beside it: that time is the other layer's
 * (bounded by that layer's own limits), so the suite's bound leaves it out (run.ts).
 */
export function waitedForQuiet(): number {
  return waited + (waitingSince === undefined ? 0 : Date.now() - waitingSince)
}

/** Waits until the layer beside this suite has ended (at once when there is none). */
export async function untilQuiet(): Promise<void> {
  if (!machineShared()) return
  const t0 = Date.now()
  waitingSince = t0
  console.log('\n(waiting for the layer beside this suite to end before the modules that need the machine)')
  try {
    while (machineShared()) await sleep(250)
  } finally {
    waitingSince = undefined
    waited += Date.now() - t0
  }
  console.log(`  waited ${Math.round((Date.now() - t0) / 1000)} s`)
}
