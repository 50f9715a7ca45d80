import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import type { Class } from '@/payload-types'
import { execute } from '@/lib/db/statements'
import { HttpError } from '@/lib/http/errors'
import { CLASS_ID_PATTERN, classBookingSchema, type ClassBooking } from '@/lib/schemas/classBooking'
import { flattenZodError, validationTranslator } from '@/lib/schemas/errors'
import { V } from '@/lib/schemas/messages'
import { bookings, classes as C, classesFormatOptions as F, classesLocales as L } from '@/platform/payload-tables'

/** What bookings need of a catalogue class: its titles in every language, price, formats and rules. */
export interface CatalogueClass {
  id: number
  classId: string
  title: Partial<Record<Locale, string>>
  price: number
  isPublished: boolean
  /** Empty: every format. */
  formatOptions: Class['formatOptions']
  cancellationCutoffHours: number
  /** How it is paid when the site takes payments (collections/Classes, docs/payments.md). */
  onlinePayment: 'none' | 'full' | 'deposit'
  depositPercent: number | null
  lateCancellationRefundPercent: number
}

/**
 * The class `classId` of the CMS catalogue, all languages, whether published or not: one
 * statement in the request's transaction. Payload's `find` with `locale: 'all'` built and ran a
 * relational query over the localized and hasMany tables, which was the costliest part of a
 * booking (bench/api.ts); bookings need five columns of it.
 *
 * `reserveBookingId`: the same statement also draws the id of the booking about to be made from
 * its sequence, so that its e-mails (whose links carry the id) are written in the statement that
 * stores the booking, not in one more after it. With `parseBooking`, only for a booking without a
 * dated session.
 */
export async function findClass(
  req: PayloadRequest,
  classId: string,
  { reserveBookingId = false } = {},
): Promise<(CatalogueClass & { bookingId?: number }) | undefined> {
  const reserve = reserveBookingId
    ? sql`, nextval(pg_get_serial_sequence(${bookings.tableName}, ${'id'})) AS booking_id`
    : sql``
  const [row] = await execute(
    req,
    sql`SELECT c.${C.id}, c.${C.class_id}, c.${C.price}, c.${C.is_published}, c.${C.cancellation_cutoff_hours},
               c.${C.online_payment}, c.${C.deposit_percent}, c.${C.late_cancellation_refund_percent},
               (SELECT json_object_agg(l.${L._locale}, l.${L.title}) FROM ${L.table} l WHERE l.${L._parent_id} = c.${C.id}) AS titles,
               (SELECT coalesce(json_agg(f.${F.value} ORDER BY f.${F.order}), '[]') FROM ${F.table} f WHERE f.${F.parent_id} = c.${C.id}) AS formats
               ${reserve}
        FROM ${C.table} c WHERE c.${C.class_id} = ${classId} LIMIT 1`,
  )
  if (!row) return undefined
  return {
    ...(row.booking_id !== undefined && { bookingId: Number(row.booking_id) }),
    id: Number(row.id),
    classId: String(row.class_id),
    title: (row.titles as CatalogueClass['title'] | null) ?? {},
    price: Number(row.price),
    isPublished: row.is_published !== false,
    formatOptions: row.formats as CatalogueClass['formatOptions'],
    cancellationCutoffHours: Number(row.cancellation_cutoff_hours ?? 48),
    onlinePayment: (row.online_payment as CatalogueClass['onlinePayment'] | null) ?? 'none',
    depositPercent:
      row.deposit_percent === null || row.deposit_percent === undefined ? null : Number(row.deposit_percent),
    lateCancellationRefundPercent: Number(row.late_cancellation_refund_percent ?? 0),
  }
}

/** A class the owner has not hidden; a deleted one is not found at all. */
export const isBookable = (cls: CatalogueClass | undefined): cls is CatalogueClass => Boolean(cls?.isPublished)

export function classTitles(cls: CatalogueClass | undefined, fallback: string): Record<Locale, string> {
  const title = cls?.title
  const en = title?.en || fallback
  return { en, fr: title?.fr || en }
}

/**
 * The shared schema (the form's), then what only the server knows: the class must be in the
 * published catalogue and offered in the chosen format. Every problem is reported together, in
 * the caller's language, as one 400 like a schema failure.
 */
export async function parseBooking(
  req: PayloadRequest,
  body: unknown,
  locale: Locale,
): Promise<{ data: ClassBooking; cls: CatalogueClass; bookingId?: number }> {
  const t = validationTranslator(locale)
  const parsed = classBookingSchema.safeParse(body)
  const flat = parsed.success ? undefined : flattenZodError(parsed.error, t)
  const fieldErrors: Record<string, string> = { ...flat?.fieldErrors }
  const raw = (body as { classType?: unknown } | null)?.classType
  const classId = typeof raw === 'string' ? raw.trim() : ''
  let cls: (CatalogueClass & { bookingId?: number }) | undefined
  let first = flat?.message
  if (!fieldErrors.classType && CLASS_ID_PATTERN.test(classId)) {
    // A dated session's booking draws its id under the session's lock (createBooking), so that
    // ids keep the order in which bookings took their turn at the seats.
    const sessionless = parsed.success && parsed.data.session === undefined
    cls = await findClass(req, classId, { reserveBookingId: sessionless })
    if (!isBookable(cls)) {
      fieldErrors.classType = fill(t(V.classUnavailable), { classId })
      first ??= fieldErrors.classType
    } else if (
      parsed.success &&
      (cls.formatOptions?.length ?? 0) > 0 &&
      !cls.formatOptions!.includes(parsed.data.format)
    ) {
      fieldErrors.format = t(V.formatUnavailable)
      first ??= fieldErrors.format
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0 || !cls) {
    throw new HttpError(400, 'VALIDATION_FAILED', first ?? t(V.failed), { extra: { fieldErrors } })
  }
  const { bookingId, ...catalogueClass } = cls
  return { data: parsed.data, cls: catalogueClass, bookingId }
}
