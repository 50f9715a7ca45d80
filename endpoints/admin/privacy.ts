import { defineEndpoint, defineGet, HttpError, requestUrl, type AdminContext } from '@/lib/define-endpoint'
import { privacyMessage } from '@/lib/privacy/messages'
import {
  buildArchive,
  countRecords,
  erasePerson,
  findPerson,
  listRequests,
  recordRequest,
} from '@/lib/privacy/operations'
import { privacyErasureSchema, privacyLookupSchema } from '@/lib/schemas/privacy'

/** The records of the address in `?email=`, the search or export recorded in the register. */
async function lookUp({ req, session }: AdminContext, kind: 'search' | 'export') {
  const { email } = privacyLookupSchema.parse({ email: requestUrl(req).searchParams.get('email') ?? '' })
  const { records, matched } = await findPerson(req, email)
  const total = countRecords(records)
  await recordRequest(req, kind, session.id, total, matched)
  return { email, records, matched, total }
}

/**
 * GET /api/admin/privacy/person?email=: the person's records, kind by kind, and which rule matched
 * how many. An address that matches nothing answers 200 with no records and says so; anything but
 * one valid address is 400.
 */
export const privacyFind = defineGet.admin('/admin/privacy/person', async (ctx) => {
  const { records, matched, total } = await lookUp(ctx, 'search')
  const { locale } = ctx
  const message = total ? privacyMessage('found', locale, { count: total }) : privacyMessage('noMatch', locale)
  return { total, records, matched, message }
})

/** GET /api/admin/privacy/export?email=: the person's data as one ZIP (JSON, CSV, bilingual README). */
export const privacyExport = defineEndpoint.admin({
  path: '/admin/privacy/export',
  method: 'get',
  handler: async (ctx) => {
    const { email, records, total } = await lookUp(ctx, 'export')
    if (!total) throw new HttpError(404, 'NOT_FOUND', privacyMessage('noMatch', ctx.locale))
    const archive = buildArchive(email, records)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(archive as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="personal-data-${day}.zip"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})

/**
 * POST /api/admin/privacy/erase {email, confirm}: erases the person once `confirm` repeats the
 * address. Asked again, it answers 200 with `erased: 0` and says there is nothing left.
 */
export const privacyErase = defineEndpoint.admin({
  path: '/admin/privacy/erase',
  method: 'post',
  maxBytes: 4 * 1024,
  handler: async ({ req, locale, body, session }) => {
    const { email, confirm } = privacyErasureSchema.parse(body)
    if (confirm !== email)
      throw new HttpError(400, 'CONFIRMATION_REQUIRED', privacyMessage('confirmationRequired', locale))
    const result = await erasePerson(req, email, session.id)
    const message = result.erased
      ? privacyMessage('erased', locale, { count: result.erased })
      : privacyMessage('alreadyErased', locale)
    return { status: 200, body: { ...result, message } }
  },
})

/** GET /api/admin/privacy/requests: the register of requests, newest first (never the person's data). */
export const privacyRequests = defineGet.admin('/admin/privacy/requests', ({ req }) => listRequests(req))

export const privacyEndpoints = [privacyFind, privacyExport, privacyErase, privacyRequests]
