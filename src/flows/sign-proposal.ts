/**
 * The client signs a proposal (POST /api/proposals/{token}/sign): the proposal records the
 * signature and its evidence (one per proposal, however many requests arrive together); then, for
 * the one request that signed, the payments domain opens the first installment's Checkout.
 */
import { HttpError, type StoringContext } from '@/lib/define-endpoint'
import { proposalTexts } from '@/lib/proposals/messages'
import { nextUnpaid, recordSignature } from '@/lib/proposals/operations'

import { checkoutOf, installmentPayment } from './installment-checkout'

export async function signProposal(ctx: StoringContext, token: string) {
  const { req, locale } = ctx
  let signed: Awaited<ReturnType<typeof recordSignature>> | undefined
  const paymentId = await ctx.transaction(async () => {
    signed = await recordSignature(
      req,
      token,
      ctx.body,
      { ip: ctx.ip, userAgent: req.headers.get('user-agent') ?? '' },
      locale,
    )
    const first = nextUnpaid(signed)
    return first ? installmentPayment(req, signed, first) : undefined
  })
  if (paymentId === undefined) return { status: 200, body: { status: 'signed', checkoutUrl: null } }
  const checkoutUrl = await checkoutOf(req.payload, paymentId, signed).catch((error: unknown) => {
    // Signed and committed: the page offers the pay call, which opens Checkout again.
    req.payload.logger.error({ err: error, msg: 'Checkout of a signed proposal could not be opened' })
    throw new HttpError(503, 'PAYMENT_UNAVAILABLE', proposalTexts(locale).api.paymentsOff, {
      extra: { status: 'signed' },
      headers: { 'Retry-After': '30' },
    })
  })
  return { status: 200, body: { status: 'signed', checkoutUrl: checkoutUrl ?? null } }
}
