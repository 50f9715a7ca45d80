import { payNextInstallment } from '@/flows/charge-installment'
import { signProposal } from '@/flows/sign-proposal'
import { defineEndpoint } from '@/lib/define-endpoint'
import { clientView, closedError, proposalOfToken, storedContractPdf } from '@/lib/proposals/operations'

import { submissionLimit } from './limits'

/** The token of the route, as given: any shape reaches the lookup, which answers the same 404 for all that is not a link. */
const tokenOf = (req: { routeParams?: Record<string, unknown> }) => String(req.routeParams?.token ?? '')

/** A client's page reads its proposal more often than it writes: six times a form's allowance. */
const readLimit = () => {
  const write = submissionLimit('proposal-read')
  return { ...write, points: write.points * 6 }
}

/**
 * GET /api/proposals/{token}: `{ status, client: { name }, event, items, subtotal, gst, qst, total,
 * installments: [{ due, amount, status }], contract: { fr, en, sha256 } }`; the first read marks it
 * viewed. 404 for any token that is not a link (saying nothing more); 410 once withdrawn or expired.
 */
export const readProposalByLink = defineEndpoint.public({
  path: '/proposals/:token',
  method: 'get',
  rateLimit: readLimit(),
  handler: async ({ req, payload, locale }) => ({
    status: 200,
    body: await clientView(payload, tokenOf(req), locale),
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  }),
})

/**
 * POST /api/proposals/{token}/sign `{ name, signature, consent: true, language, autopay? }`:
 * 200 `{ status: 'signed', checkoutUrl }`; 400 (another name, no consent, not a PNG or over 200 KB,
 * any other field such as an amount); 410 withdrawn or expired; 409 already signed (no second
 * Checkout).
 */
export const signProposalByLink = defineEndpoint.public({
  path: '/proposals/:token/sign',
  method: 'post',
  rateLimit: submissionLimit('proposal'),
  // The drawn PNG is at most 200 KB (the schema's 400 says so); a body far larger is a 413.
  maxBytes: 1024 * 1024,
  idempotent: false,
  transaction: 'handler',
  handler: (ctx) => signProposal(ctx, tokenOf(ctx.req)),
})

/** POST /api/proposals/{token}/pay: 200 `{ checkoutUrl }` for the next unpaid installment; 409 when nothing is due. */
export const payProposalByLink = defineEndpoint.public({
  path: '/proposals/:token/pay',
  method: 'post',
  rateLimit: submissionLimit('proposal'),
  maxBytes: 1024,
  idempotent: false,
  transaction: 'handler',
  handler: (ctx) => payNextInstallment(ctx, tokenOf(ctx.req)),
})

/**
 * GET /api/proposals/{token}/contract.pdf: the signed contract, once signed and made (409
 * CONTRACT_NOT_READY with Retry-After for the minute it takes). Any other token: the same 404.
 */
export const contractPdfByLink = defineEndpoint.public({
  path: '/proposals/:token/contract.pdf',
  method: 'get',
  rateLimit: readLimit(),
  handler: async ({ req, payload, locale }) => {
    const p = await proposalOfToken(payload, tokenOf(req), locale)
    const closed = closedError(p, locale)
    if (closed) throw closed
    return pdfResponse(await storedContractPdf(payload, p, locale), p.id, 'contract')
  },
})

/** A signed PDF as a download, never cached or indexed. */
export function pdfResponse(pdf: Buffer, id: number, name: string): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}-P-${String(id).padStart(6, '0')}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

const byLink = [readProposalByLink, signProposalByLink, payProposalByLink, contractPdfByLink]

/**
 * The same calls with no token at all (`/api/proposals/`, `/api/proposals//sign`), which the router
 * would answer with its own 404 naming the path: they answer the links' 404, the same body as any
 * other token (their handlers read an empty token).
 */
const withoutToken = byLink.map((endpoint) => ({
  ...endpoint,
  path: endpoint.path === '/proposals/:token' ? '/proposals' : endpoint.path.replace('/:token/', '//'),
}))

export const proposalPublicEndpoints = [...byLink, ...withoutToken]
