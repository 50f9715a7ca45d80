import type { Outbox } from '@root/payload-types'
import { canSend, deliverDueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { defineEndpoint, rateLimit } from '@/lib/http'

/** How long the call waits for the first delivery attempt before answering "on its way". */
const DELIVERY_WAIT_MS = 8_000

const texts = {
  en: {
    subject: 'Test e-mail from your website',
    body: (name: string, at: string) =>
      `This is a test message sent from the ${name} dashboard on ${at}.\n\nIf you are reading it, the website can send you e-mail: contact requests, class bookings and newsletter sign-ups will reach this address.`,
    sent: (to: string) => `Test email sent to ${to}. It should arrive within 1-2 minutes.`,
    queued: (to: string) => `Test email to ${to} is on its way. It should arrive within 1-2 minutes.`,
    failed: (error: string) => `The mail server refused the test email: ${error}. It stays in the outbox and will be retried.`,
    notConfigured: 'E-mail sending is not configured (SMTP_URL is not set). The test email waits in the outbox.',
  },
  fr: {
    subject: 'Courriel de test de votre site',
    body: (name: string, at: string) =>
      `Ceci est un message de test envoyé depuis le tableau de bord de ${name} le ${at}.\n\nSi vous le lisez, le site peut vous écrire : demandes de contact, réservations de cours et inscriptions à l’infolettre arriveront à cette adresse.`,
    sent: (to: string) => `Courriel de test envoyé à ${to}. Il devrait arriver d’ici 1 à 2 minutes.`,
    queued: (to: string) => `Le courriel de test à ${to} est en route. Il devrait arriver d’ici 1 à 2 minutes.`,
    failed: (error: string) => `Le serveur de courriel a refusé le courriel de test : ${error}. Il reste dans la boîte d’envoi et sera réessayé.`,
    notConfigured: 'L’envoi de courriels n’est pas configuré (SMTP_URL absent). Le courriel de test attend dans la boîte d’envoi.',
  },
}

/**
 * GET /api/test-email (seed 001 §7): writes a test message to STUDIO_EMAIL into the outbox, makes
 * one delivery attempt and says how it went as `{success, message}`. Admin only (the cookie
 * authorizes it: the path has no /admin/); limited per IP so that it cannot flood the inbox.
 */
export const sendTestEmail = defineEndpoint.admin({
  path: '/test-email',
  method: 'get',
  handler: async ({ req, payload, locale }) => {
    await rateLimit(req, { key: 'admin-test-email', points: 5, durationSec: 10 * 60 })
    const t = texts[locale]
    const studio = await studioInfo(req)
    const mail = texts[studio.locale]
    const message = await payload.create({
      collection: 'outbox',
      data: {
        to: studio.notifyTo,
        subject: mail.subject,
        text: mail.body(studio.name, new Date().toISOString()),
        kind: 'test-email',
        locale: studio.locale,
        status: 'pending',
        attempts: 0,
      },
      depth: 0,
      overrideAccess: true,
    })
    if (!canSend(payload)) return { status: 200, body: { success: false, message: t.notConfigured } }

    // A delivery run already under way picks the message up on its next round; either way the
    // answer reports the first attempt when it comes within the wait.
    void deliverDueEmails(payload).catch(() => undefined)
    const deadline = Date.now() + DELIVERY_WAIT_MS
    let after: Outbox = message
    while (after.status === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      after = await payload.findByID({ collection: 'outbox', id: message.id, depth: 0, overrideAccess: true })
    }
    if (after.status === 'sent') return { status: 200, body: { success: true, message: t.sent(studio.notifyTo) } }
    if (after.status === 'failed') return { status: 200, body: { success: false, message: t.failed(after.lastError ?? '') } }
    return { status: 200, body: { success: true, message: t.queued(studio.notifyTo) } }
  },
})
