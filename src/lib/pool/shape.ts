import type { PoolEntry } from '@root/payload-types'

/** A registration as POST /api/pool-registration answers it. */
export function publicPoolEntry(doc: PoolEntry) {
  const { id, name, userId, email, supportingTeam, selectedGame, registeredAt } = doc
  return { id, name, userId, email, supportingTeam, selectedGame, registeredAt }
}

export type PublicPoolEntry = ReturnType<typeof publicPoolEntry>
