import type { PoolEntry } from '../../payload-types'
import frPool from '../../src/i18n/messages/fr/pool.json'
import { isUniqueViolation, publicEndpoint } from '../../src/lib/http'
import { poolRegistrationSchema } from '../../src/lib/schemas/poolRegistration'
import { submissionLimit } from './limits'

// The pool page is French only, and so are its answers.
const alreadyRegistered = {
  status: 409,
  body: { error: 'ALREADY_REGISTERED', message: frPool.pool.errors.alreadyRegistered },
}

export function publicPoolEntry(doc: PoolEntry) {
  const { id, name, userId, email, supportingTeam, selectedGame, registeredAt } = doc
  return { id, name, userId, email, supportingTeam, selectedGame, registeredAt }
}

/** POST /api/pool-registration (seed 001 §7): one registration per userId, case-insensitive. */
export const registerForPool = publicEndpoint({
  path: '/pool-registration',
  method: 'post',
  rateLimit: submissionLimit('pool'),
  handler: async ({ req, payload, body }) => {
    const data = poolRegistrationSchema.parse(body)
    const existing = await payload.count({
      collection: 'pool-entries',
      where: { userId: { equals: data.userId } },
      req,
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) return alreadyRegistered
    try {
      const entry = await payload.create({
        collection: 'pool-entries',
        data: { ...data, registeredAt: new Date().toISOString() },
        req,
        depth: 0,
        overrideAccess: true,
      })
      return { status: 201, body: publicPoolEntry(entry) }
    } catch (error) {
      // Registered by a concurrent request between our check and our insert.
      if (isUniqueViolation(error)) return alreadyRegistered
      throw error
    }
  },
})
