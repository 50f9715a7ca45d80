import type { Payload } from 'payload'

import type { Class } from '@root/payload-types'

import { uid } from './public'

export interface ClassOptions {
  /** The start of the class's id; a unique suffix is added. */
  idPrefix?: string
  title?: { en: string; fr: string }
  price?: number
  onlinePayment?: Class['onlinePayment']
  depositPercent?: number
  cutoffHours?: number
  lateRefund?: number
  capacity?: number
  startsAt?: Date
  durationMinutes?: number
  location?: string
}

/**
 * A class of its own, in English and French, with one dated session: what the booking, e-mail and
 * payment files book. Written through Payload's local API as an editor would in /cms (its hooks
 * run; the site's pages are not revalidated).
 */
export async function classWithSession(
  payload: Payload,
  {
    idPrefix = 'class',
    title = { en: 'Portrait Mastery', fr: 'Maîtrise du portrait' },
    price = 449,
    onlinePayment,
    depositPercent,
    cutoffHours,
    lateRefund,
    capacity = 8,
    startsAt = new Date(Date.now() + 7 * 86_400_000),
    durationMinutes = 180,
    location = '123 rue Saint-Paul, Montréal',
  }: ClassOptions = {},
) {
  const classId = `${idPrefix}-${uid()}`
  const cls = await payload.create({
    collection: 'classes',
    locale: 'en',
    data: {
      classId,
      title: title.en,
      level: 'All levels',
      duration: '3 hours',
      price,
      formatOptions: ['in-person'],
      onlinePayment,
      depositPercent,
      cancellationCutoffHours: cutoffHours,
      lateCancellationRefundPercent: lateRefund,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.update({
    collection: 'classes',
    id: cls.id,
    locale: 'fr',
    data: { title: title.fr, level: 'Tous niveaux', duration: '3 heures' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const session = await payload.create({
    collection: 'class-sessions',
    data: {
      class: cls.id,
      startsAt: startsAt.toISOString(),
      startsAt_tz: 'America/Toronto',
      durationMinutes,
      format: 'in-person',
      location,
      capacity,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { classId, sessionId: session.id, startsAt }
}
