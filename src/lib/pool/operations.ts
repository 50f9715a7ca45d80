import type { PayloadRequest } from 'payload'

import { isUniqueViolation } from '@/lib/http/payload-errors'
import type { PoolRegistration } from '@/lib/schemas/poolRegistration'
import { publicPoolEntry, type PublicPoolEntry } from './shape'

/**
 * One registration per userId (lower-cased by the schema, so case-insensitive): the stored entry,
 * or undefined when that userId is already registered, also by a concurrent request between our
 * check and our insert.
 */
export async function registerEntry(req: PayloadRequest, data: PoolRegistration): Promise<PublicPoolEntry | undefined> {
  const payload = req.payload
  const existing = await payload.count({
    collection: 'pool-entries',
    where: { userId: { equals: data.userId } },
    req,
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return undefined
  try {
    const entry = await payload.create({
      collection: 'pool-entries',
      data: { ...data, registeredAt: new Date().toISOString() },
      req,
      depth: 0,
      overrideAccess: true,
    })
    return publicPoolEntry(entry)
  } catch (error) {
    if (isUniqueViolation(error)) return undefined
    throw error
  }
}
