/**
 * Paying a proposal's next installment:
 * - the client's pay link (POST /api/proposals/{token}/pay) opens Checkout for it;
 * - the studio (POST /api/admin/proposals/{id}/charge-next), and later the schedule's loop on its
 *   due day, charges it to the card the client saved, off-session: one payment row and one
 *   Idempotency-Key per attempt, under the proposal's lock, so it is never charged twice.
 */
import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { inTransaction } from '@/lib/db/transaction'
import { HttpError, type StoringContext } from '@/lib/define-endpoint'
import { stripeSettings } from '@/lib/payments/config'
import { bookOffSessionResult, chargeSavedCard, savedCardOf, type SavedCard } from '@/lib/payments/saved-cards'
import { recordRefund, sendPendingRefunds } from '@/lib/payments/refunds'
import { readPayment } from '@/lib/payments/store'
import { fill } from '@/i18n/fill'
import { proposalTexts } from '@/lib/proposals/messages'
import { SIGNED } from '@/lib/proposals/model'
import { autopayChosen, chargeFailed, closedError, nextUnpaid, proposalOfToken } from '@/lib/proposals/operations'
import {
  keepSavedCard,
  markInstallmentPaid,
  paidInstallmentPayments,
  readProposal,
  type ProposalRow,
} from '@/lib/proposals/store'

import { checkoutOf, installmentPayment } from './installment-checkout'

export async function payNextInstallment(ctx: StoringContext, token: string) {
  const { req, locale } = ctx
  const t = proposalTexts(locale).api
  let proposal: ProposalRow | undefined
  const paymentId = await ctx.transaction(async () => {
    const seen = await proposalOfToken(req, token, locale)
    const closed = closedError(seen, locale)
    if (closed) throw closed
    if (!SIGNED.includes(seen.status)) throw new HttpError(409, 'NOT_SIGNED', t.notSigned)
    // Under the proposal's lock: two pay calls at once tie one payment to the installment.
    const p = (await readProposal(req, seen.id, true))!
    proposal = p
    const next = nextUnpaid(p)
    if (!next) throw new HttpError(409, 'NOTHING_DUE', t.nothingDue)
    const id = await installmentPayment(req, p, next)
    if (id === undefined)
      throw new HttpError(503, 'PAYMENT_UNAVAILABLE', t.paymentsOff, { headers: { 'Retry-After': '300' } })
    return id
  })
  const checkoutUrl = await checkoutOf(req.payload, paymentId, proposal)
  if (!checkoutUrl) throw new HttpError(409, 'NOTHING_DUE', t.nothingDue)
  return { status: 200, body: { checkoutUrl } }
}

/**
 * The card saved for this proposal: kept on it once known, else read from the PaymentIntent of an
 * installment it paid, and only if that card was saved to this proposal's own Customer.
 */
async function cardOf(req: PayloadRequest, p: ProposalRow): Promise<SavedCard | undefined> {
  const settings = stripeSettings()
  if (!settings || !p.stripeCustomer || !(await autopayChosen(req, p))) return undefined
  if (p.savedCard) return { customer: p.stripeCustomer, paymentMethod: p.savedCard }
  for (const paymentId of await paidInstallmentPayments(req, p.id)) {
    const payment = await readPayment(req, { id: paymentId })
    if (!payment?.paymentIntentId) continue
    const card = await savedCardOf(settings, payment.paymentIntentId, p.stripeCustomer)
    if (card) {
      await keepSavedCard(req.payload, p.id, card.paymentMethod)
      return card
    }
  }
  return undefined
}

export type ChargeOutcome = { status: 'succeeded' } | { status: 'failed'; code: string }

/**
 * Charges the next unpaid installment of proposal `id` to its saved card. 409 when nothing is due,
 * no card is saved, or a charge of it is under way; a decline (or a card that needs its holder)
 * marks the attempt failed, e-mails the client their link to pay and raises the dashboard's alert.
 * A charge that succeeds for an installment paid meanwhile through its Checkout is refunded in
 * full, and the answer is the 409 of nothing due.
 */
export async function chargeNextInstallment(req: PayloadRequest, id: number, locale: Locale): Promise<ChargeOutcome> {
  const t = proposalTexts(locale).api
  const settings = stripeSettings()
  const seen = await readProposal(req, id)
  if (!seen) throw new HttpError(404, 'NOT_FOUND', t.notFound)
  if (!SIGNED.includes(seen.status)) throw new HttpError(409, 'NOT_SIGNED', t.notSigned)
  if (!nextUnpaid(seen)) throw new HttpError(409, 'NOTHING_DUE', t.nothingDue)
  const card = await cardOf(req, seen)
  if (!settings || !card) throw new HttpError(409, 'NO_SAVED_CARD', t.noSavedCard)

  const attempt = await inTransaction(req, async () => {
    const p = (await readProposal(req, id, true))!
    const next = nextUnpaid(p)
    if (!next) throw new HttpError(409, 'NOTHING_DUE', t.nothingDue)
    if (next.paymentId !== null) {
      const current = await readPayment(req, { id: next.paymentId })
      // An off-session attempt still pending (no Checkout behind it): another call is charging it.
      if (current?.status === 'pending' && current.checkoutSessionId === null && current.paymentIntentId === null)
        throw new HttpError(409, 'CHARGE_PENDING', t.chargePending)
    }
    const paymentId = await installmentPaymentForCharge(req, p, next.position)
    return { p, position: next.position, paymentId }
  })
  const payment = (await readPayment(req, { id: attempt.paymentId }))!
  const result = await chargeSavedCard(settings, payment, card, {
    proposal_id: String(id),
    installment: String(attempt.position + 1),
  })
  let refund: number | undefined
  const outcome = await inTransaction(req, async (): Promise<ChargeOutcome | 'already-paid'> => {
    const booked = await bookOffSessionResult(req, attempt.paymentId, result)
    if (result.status === 'failed') {
      if (booked) await chargeFailed(req, attempt.p, attempt.position, result.code)
      return { status: 'failed', code: result.code }
    }
    if (await markInstallmentPaid(req, id, attempt.position, attempt.paymentId)) return { status: 'succeeded' }
    // The installment was paid meanwhile by another route (its Checkout, settled by the webhook
    // while the card was being charged): this charge goes back in full, as a second charge of a
    // class does, and the client is told why once Stripe made the refund.
    if (booked) {
      refund = await recordRefund(req, {
        payment: booked,
        amount: booked.total,
        reason: 'second_charge',
        requestedBy: 'site',
        key: `payment-${booked.id}-second-charge`,
        locale: booked.locale,
      })
    }
    return 'already-paid'
  })
  if (refund !== undefined) await sendPendingRefunds(req.payload, [refund])
  if (outcome === 'already-paid') throw new HttpError(409, 'NOTHING_DUE', t.nothingDue)
  return outcome
}

/** A new payment for the installment (the previous one, a Checkout or a failed attempt, stays as it is). */
async function installmentPaymentForCharge(req: PayloadRequest, p: ProposalRow, position: number): Promise<number> {
  const installment = p.installments.find((i) => i.position === position)!
  // A fresh row: installmentPayment reuses a pending or expired Checkout payment, which an off-session
  // charge must not share (its Checkout could still be paid; the webhook then refunds that one).
  const id = await installmentPayment(req, p, { ...installment, paymentId: null })
  if (id === undefined) throw new HttpError(409, 'NO_SAVED_CARD', proposalTexts('en').api.noSavedCard)
  return id
}

export const chargeFailedMessage = (locale: Locale, code: string) =>
  fill(proposalTexts(locale).api.chargeFailed, { code })
