import { defineEndpoint, defineGet, HttpError, recordId } from '@/lib/define-endpoint'
import { authMessage } from '@/lib/auth/messages'
import { listUndelivered, sendAgain } from '@/lib/email/undelivered'

/** GET /api/admin/outbox: failed and long-waiting e-mails, newest first; ?page ?limit ?q ?format=csv. */
export const listOutbox = defineGet.adminList('/admin/outbox', listUndelivered)

/**
 * POST /api/admin/outbox/{id}/send-again {}: the message goes out again right away, with a fresh
 * 48-hour retry schedule. 404 for an unknown id, 409 when it was sent or is being sent.
 */
export const sendOutboxMessageAgain = defineEndpoint.admin({
  path: '/admin/outbox/:id/send-again',
  method: 'post',
  maxBytes: 1024,
  handler: async ({ req, payload, locale }) => {
    const id = recordId(req)
    if (!id) throw new HttpError(404, 'NOT_FOUND', authMessage('notFound', locale))
    return { status: 200, body: await sendAgain(payload, id, locale) }
  },
})

export const outboxEndpoints = [listOutbox, sendOutboxMessageAgain]
