import { sendTestEmail } from '@/lib/email/operations'
import { defineEndpoint, rateLimit } from '@/lib/define-endpoint'

/**
 * GET /api/test-email: writes a test message to STUDIO_EMAIL into the outbox, makes
 * one delivery attempt and says how it went as `{success, message}`. Admin only (the cookie
 * authorizes it: the path has no /admin/); limited per IP so that it cannot flood the inbox.
 */
export const adminTestEmail = defineEndpoint.admin({
  path: '/test-email',
  method: 'get',
  handler: async ({ req, locale }) => {
    await rateLimit(req, { key: 'admin-test-email', points: 5, durationSec: 10 * 60 })
    return { status: 200, body: await sendTestEmail(req, locale) }
  },
})
