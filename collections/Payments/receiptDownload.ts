import { defineEndpoint, HttpError, httpMessage, requestUrl } from '@/lib/define-endpoint'
import { receiptTokenMatches } from '@/lib/receipts/link'
import { renderReceiptPdf } from '@/lib/receipts/pdf'
import { findReceipt } from '@/lib/receipts/store'

/**
 * GET /api/payments/receipts/<number>.pdf: a receipt's PDF at the signed link of its e-mail. An
 * endpoint of the payments collection, as Payload routes every /api/payments/… address to it. A wrong token and an unknown number answer the
 * same 404, so the link says nothing about which numbers exist. The PDF is drawn again from the
 * document frozen at issue, so it is the one the e-mail carried.
 */
export const downloadReceipt = defineEndpoint.public({
  path: '/receipts/:file',
  method: 'get',
  handler: async ({ req, payload, locale }) => {
    const file = String(req.routeParams?.file ?? '')
    const number = /^((?:R|NC)-\d{4}-\d{6})\.pdf$/.exec(file)?.[1]
    const token = requestUrl(req).searchParams.get('token')
    const notFound = () => new HttpError(404, 'NOT_FOUND', httpMessage('fileNotFound', locale))
    if (!number || !receiptTokenMatches(number, token)) throw notFound()
    const document = await findReceipt(payload, number)
    if (!document) throw notFound()
    return new Response(new Uint8Array(await renderReceiptPdf(document)), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${number}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
})
