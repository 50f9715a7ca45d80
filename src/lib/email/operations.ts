import type { PayloadRequest } from 'payload'

import type { Outbox } from '@root/payload-types'
import { fill } from '@/i18n/fill'
import en from '@/i18n/messages/en/api.json'
import fr from '@/i18n/messages/fr/api.json'
import type { Locale } from '@/i18n/routing'

import { canSend, deliverDueEmails } from './outbox'
import { studioInfo } from './studio'
import { testEmail } from './test-email'

/** How long the call waits for the first delivery attempt before answering "on its way". */
const DELIVERY_WAIT_MS = 8_000

// Typed by the English file, so a French file that lacks a key does not compile.
const answers: Record<Locale, (typeof en)['api']['testEmail']> = { en: en.api.testEmail, fr: fr.api.testEmail }

export interface TestEmailResult {
  success: boolean
  message: string
}

/**
 * Writes a test message to the studio's notification address into the outbox, makes one delivery
 * attempt and says how it went, in the caller's language (the message itself is in the studio's).
 */
export async function sendTestEmail(req: PayloadRequest, locale: Locale): Promise<TestEmailResult> {
  const { payload } = req
  const t = answers[locale]
  const studio = await studioInfo(req)
  const { to, subject, text, html, kind, locale: mailLocale } = await testEmail(studio, new Date())
  const message = await payload.create({
    collection: 'outbox',
    data: { to, subject, text, html, kind, locale: mailLocale, status: 'pending', attempts: 0 },
    depth: 0,
    overrideAccess: true,
  })
  if (!canSend(payload)) return { success: false, message: t.notConfigured }

  // A delivery run already under way picks the message up on its next round; either way the
  // answer reports the first attempt when it comes within the wait.
  void deliverDueEmails(payload).catch(() => undefined)
  const deadline = Date.now() + DELIVERY_WAIT_MS
  let after: Outbox = message
  while (after.status === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    after = await payload.findByID({ collection: 'outbox', id: message.id, depth: 0, overrideAccess: true })
  }
  if (after.status === 'sent') return { success: true, message: fill(t.sent, { to: studio.notifyTo }) }
  if (after.status === 'failed') return { success: false, message: fill(t.failed, { error: after.lastError ?? '' }) }
  return { success: true, message: fill(t.queued, { to: studio.notifyTo }) }
}
