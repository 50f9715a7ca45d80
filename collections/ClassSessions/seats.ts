import type { CollectionAfterOperationHook, Field, PayloadRequest } from 'payload'

import { cmsLabel } from '@root/fields/messages'
import { readSessionsByIds } from '@/lib/bookings/store'

/**
 * Read-only columns of the CMS list (and the session's sidebar): seats taken over the capacity
 * ("5 / 8") and the number of people waiting. Virtual: nothing is stored, so they never go stale;
 * `withSeats` fills them.
 */
export const seatFields: Field[] = [
  {
    name: 'seats',
    type: 'text',
    virtual: true,
    label: cmsLabel('classSessions', 'seats'),
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'waitlist',
    type: 'number',
    virtual: true,
    label: cmsLabel('classSessions', 'waitlist'),
    admin: { readOnly: true, position: 'sidebar' },
  },
]

type SeatDoc = { id: number | string; seats?: string | null; waitlist?: number | null }

async function fill(req: PayloadRequest, docs: SeatDoc[]): Promise<void> {
  const ids = docs.map((d) => Number(d.id)).filter(Number.isInteger)
  if (ids.length === 0) return
  // One aggregate query for the whole page of the list, counted like the booking form counts them.
  const rows = await readSessionsByIds(req, ids)
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const doc of docs) {
    const row = byId.get(Number(doc.id))
    if (!row) continue
    doc.seats = `${row.taken} / ${row.capacity}`
    doc.waitlist = row.waiting
  }
}

/**
 * Fills the seat columns of what an editor reads (the CMS list and document views, the document
 * the CMS shows again after a save, editors' REST calls). The site's own reads (the public
 * sessions list) run without a user and count seats themselves, so they skip the query.
 */
export const withSeats: CollectionAfterOperationHook = async (args) => {
  const { req } = args
  if (!req.user || !args.result) return args.result
  switch (args.operation) {
    case 'find':
    case 'update':
      await fill(req, args.result.docs as SeatDoc[])
      break
    case 'findByID':
    case 'create':
    case 'updateByID':
      await fill(req, [args.result as SeatDoc])
      break
  }
  return args.result
}
