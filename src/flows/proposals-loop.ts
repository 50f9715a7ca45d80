/**
 * The proposals' background pass (src/lib/jobs/background-loops.ts, the `proposals` loop, on one
 * instance at a time): proposals past their expiry unsigned are expired, so their link answers 410
 * and the dashboard shows them so.
 */
import type { Payload } from 'payload'

import { expireProposals } from '@/lib/proposals/operations'

export async function runProposalsLoop(payload: Payload, now = new Date()): Promise<{ expired: number[] }> {
  const expired = await expireProposals(payload, now)
  if (expired.length) payload.logger.info({ msg: `Proposals expired: ${expired.length}`, proposals: expired })
  return { expired }
}
