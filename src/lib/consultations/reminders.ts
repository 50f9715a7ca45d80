import type { Payload } from 'payload'

import { inLocalTransaction } from '@/lib/db/transaction'
import { enqueueEmails, kickOutbox, type OutgoingEmail } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'

import { consultationEmails } from './emails'
import { findType, readAvailability } from './operations'
import { messageOf } from './self-service'
import { claimDueReminders } from './store'

/** Reminders go out this long before a confirmed consultation. */
export const CONSULTATION_REMINDER_HOURS = 24

/**
 * The reminder of each confirmed consultation starting within 24 hours, queued once whatever the
 * number of instances: the UPDATE … WHERE reminded_at IS NULL RETURNING claims the rows (a second
 * instance running it at the same moment waits for the row locks, then finds them reminded), in
 * the same transaction as the e-mails it queues. A reschedule clears reminded_at, so the new time
 * gets its own reminder.
 */
export async function queueConsultationReminders(payload: Payload): Promise<number> {
  return inLocalTransaction(payload, async (req) => {
    const due = await claimDueReminders(req, CONSULTATION_REMINDER_HOURS)
    if (due.length === 0) return 0
    const [studio, availability] = await Promise.all([studioInfo(req), readAvailability(req)])
    const emails: OutgoingEmail[] = []
    for (const row of due) {
      const type = await findType(payload, String(row.type), { includeHidden: true, req })
      if (!type) continue
      emails.push(...(await consultationEmails(messageOf(row, type, availability), 'reminder', studio)))
    }
    await enqueueEmails(req, emails)
    return emails.length
  })
}

/**
 * One turn of the `consultation-reminders` loop (src/lib/jobs/background-loops.ts), on one instance
 * at a time: queues the reminders due, then wakes the outbox to send them.
 */
export async function runConsultationReminders(payload: Payload): Promise<number> {
  const reminded = await queueConsultationReminders(payload)
  if (reminded > 0) kickOutbox(payload)
  return reminded
}
