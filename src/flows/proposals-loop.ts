/**
 * The proposals' background pass (src/lib/jobs/background-loops.ts, the `proposals` loop, on one
 * instance at a time, and safe with two: every step claims its rows by an UPDATE):
 * - proposals past their expiry unsigned are expired (their link answers 410);
 * - the reminders of Montréal's day go out (7 days and 1 day before an installment's day, 3 days
 *   after it, then flagged overdue), in the client's language with their link to pay;
 * - an installment whose day has come is charged to the client's saved card, off-session; a decline
 *   e-mails the client their link and raises the dashboard's alert.
 *
 * The signed contracts' PDFs have their own loop (`proposal-contracts`, runContractPdfs below):
 * seconds of work each, which must not hold the reminders and charges back.
 */

/** PDFs made per pass: each takes seconds on a small machine; the next pass takes the rest. */
const PDFS_PER_PASS = 3
import { createLocalReq, type Payload } from 'payload'

import { inLocalTransaction } from '@/lib/db/transaction'
import { kickOutbox } from '@/lib/email/outbox'
import { claimAutopayDue, expireProposals, makeNextContractPdf, sendReminders } from '@/lib/proposals/operations'
import { readProposal } from '@/lib/proposals/store'

import { chargeNextInstallment } from './charge-installment'

export async function runProposalsLoop(
  payload: Payload,
  now = new Date(),
): Promise<{ expired: number[]; reminders: number; charged: number; failed: number }> {
  const expired = await expireProposals(payload, now)
  if (expired.length) payload.logger.info({ msg: `Proposals expired: ${expired.length}`, proposals: expired })
  const reminders = await inLocalTransaction(payload, (req) => sendReminders(req, now))
  const due = await inLocalTransaction(payload, (req) => claimAutopayDue(req, now))
  let charged = 0
  let failed = 0
  for (const { proposalId } of due) {
    try {
      // A request without a transaction of its own: the charge commits its attempt before calling
      // Stripe and books the answer after, each in its own transaction.
      const req = await createLocalReq({}, payload)
      const p = await readProposal(req, proposalId)
      const outcome = await chargeNextInstallment(req, proposalId, p?.client.locale ?? 'fr')
      if (outcome.status === 'succeeded') charged++
      else failed++
    } catch (error) {
      // Nothing due any more, no card, a charge under way: the studio's charge-next or the pay link remains.
      payload.logger.warn({ msg: `Automatic payment of proposal ${proposalId} not made: ${(error as Error).message}` })
    }
  }
  if (reminders || charged || failed) kickOutbox(payload)
  return { expired, reminders, charged, failed }
}

/**
 * The `proposal-contracts` loop: makes the signed contract's PDF of a signed proposal, and again once
 * it is booked (the payment then in its audit trail), when both parties are sent their copy. A few
 * per pass; how many were made.
 */
export async function runContractPdfs(payload: Payload): Promise<number> {
  let made = 0
  while (made < PDFS_PER_PASS && (await makeNextContractPdf(payload))) made++
  if (made) kickOutbox(payload)
  return made
}
