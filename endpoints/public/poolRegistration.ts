import frPool from '@/i18n/messages/fr/pool.json'
import { defineEndpoint } from '@/lib/define-endpoint'
import { registerEntry } from '@/lib/pool/operations'
import { poolRegistrationSchema } from '@/lib/schemas/poolRegistration'
import { submissionLimit } from './limits'

// The pool page is French only, and so are its answers.
const alreadyRegistered = {
  status: 409,
  body: { error: 'ALREADY_REGISTERED', message: frPool.pool.errors.alreadyRegistered },
}

/** POST /api/pool-registration: one registration per userId, case-insensitive. */
export const registerForPool = defineEndpoint.public({
  path: '/pool-registration',
  method: 'post',
  rateLimit: submissionLimit('pool'),
  handler: async ({ req, body }) => {
    const entry = await registerEntry(req, poolRegistrationSchema.parse(body))
    return entry ? { status: 201, body: entry } : alreadyRegistered
  },
})
