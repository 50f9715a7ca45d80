/**
 * The Checkout of a proposal's installment, through the payments domain: a pending payment of the
 * installment's amount (its share of the proposal's subtotal, GST and QST), tied to the installment,
 * then the request link's own opening of Checkout as exact lines (one open session reused, an
 * Idempotency-Key per payment and session replaced, the session recorded before its address is
 * given out; the webhook settles it as any payment and then calls ./settle-installment).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { paymentAmounts } from '@/lib/payments/amounts'
import { stripeSettings } from '@/lib/payments/config'
import { followRequestLink, requestToken } from '@/lib/payments/requests'
import { customerFor } from '@/lib/payments/saved-cards'
import { insertInstallmentPayment, readPayment } from '@/lib/payments/store'
import { proposalReference } from '@/lib/proposals/model'
import { autopayChosen } from '@/lib/proposals/operations'
import { attachPayment, keepStripeCustomer } from '@/lib/proposals/store'
import type { InstallmentRow, ProposalRow } from '@/lib/proposals/store'

/**
 * What the installment's payment is, in one language: the proposal and the installment. Checkout's
 * line says it in the client's language; the receipt and its credit note in both.
 */
function lineName(p: ProposalRow, i: InstallmentRow, locale: Locale): string {
  const n = p.installments.length
  const which =
    locale === 'fr'
      ? `Proposition ${proposalReference(p.id)} · versement ${i.position + 1} de ${n}`
      : `Proposal ${proposalReference(p.id)} · installment ${i.position + 1} of ${n}`
  return which
}

/**
 * Inside the caller's transaction: the pending payment that collects installment `i`, the one
 * already tied to it when it is still pending or expired (its link opens a new session), else a new
 * one. Undefined when payments are off.
 */
export async function installmentPayment(
  req: PayloadRequest,
  p: ProposalRow,
  i: InstallmentRow,
): Promise<number | undefined> {
  if (!stripeSettings()) return undefined
  if (i.paymentId !== null) {
    const current = await readPayment(req, { id: i.paymentId })
    if (current && (current.status === 'pending' || current.status === 'expired')) return current.id
  }
  // The installment's own share of the taxes (they add up to the proposal's), which its Checkout
  // charges as exact lines; the payment is settled with Stripe's figures, which are these.
  const rates = paymentAmounts(i.subtotal, p.taxed)
  const paymentId = await insertInstallmentPayment(req, {
    ...rates,
    subtotal: i.subtotal,
    gst: i.gst,
    qst: i.qst,
    total: i.amount,
    offerName: lineName(p, i, p.client.locale),
    email: p.client.email,
    locale: p.client.locale,
    buyerName: p.client.name,
    descriptions: { fr: lineName(p, i, 'fr'), en: lineName(p, i, 'en') },
  })
  await attachPayment(req, p.id, i.position, paymentId)
  return paymentId
}

/**
 * After commit: the address of the Checkout that collects the payment (an open one, or a new one).
 * When the proposal offers automatic payment and the client chose it, the payer is the proposal's
 * own Customer (made once, kept on the proposal) and the session saves the card for the later
 * installments: a card is only ever saved to, and charged for, its own proposal's client.
 */
export async function checkoutOf(payload: Payload, paymentId: number, p?: ProposalRow): Promise<string | undefined> {
  const settings = stripeSettings()
  // Exact lines: the installment's price, GST and QST are its share of the proposal's (partAmounts),
  // which tax rates applied by Stripe to its price could miss by a cent.
  if (!settings || !p || !(await autopayChosen(payload, p))) {
    return followRequestLink(payload, requestToken(paymentId), { exact: true })
  }
  const customer =
    p.stripeCustomer ??
    (await keepStripeCustomer(
      payload,
      p.id,
      await customerFor(settings, {
        key: `proposal-${p.id}`,
        email: p.client.email,
        name: p.client.name,
        metadata: { proposal_id: String(p.id), reference: proposalReference(p.id) },
      }),
    ))
  return followRequestLink(payload, requestToken(paymentId), {
    customer: { id: customer, saveCard: true },
    exact: true,
  })
}
