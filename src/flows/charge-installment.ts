/**
 * Paying a proposal's next installment: the client's pay link (POST /api/proposals/{token}/pay)
 * opens Checkout for the next unpaid installment through the payments domain.
 */
import { HttpError, type StoringContext } from '@/lib/define-endpoint'
import { proposalTexts } from '@/lib/proposals/messages'
import { closedError, nextUnpaid, proposalOfToken } from '@/lib/proposals/operations'
import { SIGNED } from '@/lib/proposals/model'
import { readProposal } from '@/lib/proposals/store'

import { checkoutOf, installmentPayment } from './installment-checkout'

export async function payNextInstallment(ctx: StoringContext, token: string) {
  const { req, locale } = ctx
  const t = proposalTexts(locale).api
  const paymentId = await ctx.transaction(async () => {
    const seen = await proposalOfToken(req, token, locale)
    const closed = closedError(seen, locale)
    if (closed) throw closed
    if (!SIGNED.includes(seen.status)) throw new HttpError(409, 'NOT_SIGNED', t.notSigned)
    // Under the proposal's lock: two pay calls at once tie one payment to the installment.
    const p = (await readProposal(req, seen.id, true))!
    const next = nextUnpaid(p)
    if (!next) throw new HttpError(409, 'NOTHING_DUE', t.nothingDue)
    const id = await installmentPayment(req, p, next)
    if (id === undefined)
      throw new HttpError(503, 'PAYMENT_UNAVAILABLE', t.paymentsOff, { headers: { 'Retry-After': '300' } })
    return id
  })
  const checkoutUrl = await checkoutOf(req.payload, paymentId)
  if (!checkoutUrl) throw new HttpError(409, 'NOTHING_DUE', t.nothingDue)
  return { status: 200, body: { checkoutUrl } }
}
