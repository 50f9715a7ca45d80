import type { Payload } from 'payload'

import { inLocalTransaction } from '@/lib/db/transaction'
import { aboutRecord, enqueueEmails, kickOutbox } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { siteUrl } from '@/lib/seo/site-url'

import { inquiryReminderEmail } from './emails'
import { REMINDER_AFTER_HOURS, WRITTEN_BY_SITE } from './stages'
import { claimWaitingReminders } from './store'

/**
 * The 24-hour promise (the contact page says "we reply within 24 hours"): each inquiry still `new`
 * REMINDER_AFTER_HOURS after it arrived sends the studio one reminder. "Once" is the database's
 * doing, not the caller's: one UPDATE … WHERE reminded_at IS NULL … RETURNING claims the inquiries
 * (a second instance running it at the same moment waits for the row locks, then finds them
 * reminded), and the e-mails and history entries are written in the same transaction, so a claim
 * never exists without its e-mail. Runs on the `inquiry-reminders` loop
 * (src/lib/jobs/background-loops.ts); returns how many reminders were queued.
 */
export async function remindWaitingInquiries(payload: Payload): Promise<number> {
  const reminded = await inLocalTransaction(payload, async (req) => {
    const due = await claimWaitingReminders(req, REMINDER_AFTER_HOURS)
    if (due.length > 0) {
      const studio = await studioInfo(req)
      const dashboard = `${siteUrl()}/admin`
      const emails = await Promise.all(
        due.map(async (row) =>
          aboutRecord(
            [
              await inquiryReminderEmail(
                { name: row.name, email: row.email, serviceType: row.serviceType, message: row.message },
                row.hours,
                studio,
                dashboard,
              ),
            ],
            { collection: 'inquiries', id: row.id },
          ),
        ),
      )
      await enqueueEmails(req, emails.flat())
      for (const row of due)
        await payload.create({
          collection: 'inquiry-events',
          data: { inquiry: row.id, kind: 'reminder', actor: 'site' },
          req,
          depth: 0,
          overrideAccess: true,
          context: WRITTEN_BY_SITE,
        })
    }
    return due.length
  })
  if (reminded > 0) kickOutbox(payload)
  return reminded
}
