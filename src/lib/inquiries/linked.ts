import type { PayloadRequest } from 'payload'

import { STAGES_BEFORE_CONSULTATION, type InquiryChangeContext } from './stages'
import type { LinkedActivity } from './shape'
import { activityOfAddress, lockInquiriesOf, lockInquiryStage } from './store'

/**
 * What else the inquirer did with the same e-mail address, newest first. Addresses
 * compare without case: visitors type them as they like.
 */
export async function linkedActivity(req: PayloadRequest, email: string): Promise<LinkedActivity[]> {
  const { bookings, consultations } = await activityOfAddress(req, email)
  return [...consultations, ...bookings].sort((a, b) => b.at.localeCompare(a.at))
}

/**
 * A consultation booked by an inquirer moves their open inquiries (new or replied) to
 * "consultation booked", recorded in the history as done by the site. Returns the inquiries moved.
 * Call it with the booking's `req`, inside its transaction.
 */
export async function consultationBooked(req: PayloadRequest, email: string): Promise<number[]> {
  const ids = await lockInquiriesOf(req, email, STAGES_BEFORE_CONSULTATION)
  const moved: number[] = []
  for (const id of ids) {
    await req.payload.update({
      collection: 'inquiries',
      id,
      data: { stage: 'consultation-booked' },
      req,
      depth: 0,
      overrideAccess: true,
      context: { inquiryActor: 'site' } satisfies InquiryChangeContext,
    })
    moved.push(id)
  }
  return moved
}

/**
 * The client paid a payment request of their inquiry: it moves to "booked" (unless it is there
 * already), through the collection's own change of stage, so the history records the site did it.
 * Call it with the payment's `req`, inside the webhook's transaction. True when it moved.
 */
export async function paidByRequest(req: PayloadRequest, inquiryId: number): Promise<boolean> {
  const stage = await lockInquiryStage(req, inquiryId)
  if (!stage || stage === 'booked') return false
  await req.payload.update({
    collection: 'inquiries',
    id: inquiryId,
    data: { stage: 'booked' },
    req,
    depth: 0,
    overrideAccess: true,
    context: { inquiryActor: 'site' } satisfies InquiryChangeContext,
  })
  return true
}
