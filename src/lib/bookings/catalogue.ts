import type { PayloadRequest } from 'payload'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import type { Class } from '@/payload-types'
import { HttpError } from '@/lib/http/errors'
import { CLASS_ID_PATTERN, classBookingSchema, type ClassBooking } from '@/lib/schemas/classBooking'
import { flattenZodError, validationTranslator } from '@/lib/schemas/errors'
import { V } from '@/lib/schemas/messages'

export type LocalizedClass = Omit<Class, 'title'> & { title?: Partial<Record<Locale, string>> | string | null }

/** The class `classId` of the CMS catalogue, all languages, whether published or not. */
export async function findClass(req: PayloadRequest, classId: string): Promise<LocalizedClass | undefined> {
  const found = await req.payload.find({
    collection: 'classes',
    where: { classId: { equals: classId } },
    locale: 'all',
    limit: 1,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return found.docs[0] as LocalizedClass | undefined
}

/** A class the owner has not hidden; a deleted one is not found at all. */
export const isBookable = (cls: LocalizedClass | undefined): cls is LocalizedClass =>
  Boolean(cls) && cls!.isPublished !== false

export function classTitles(cls: LocalizedClass | undefined, fallback: string): Record<Locale, string> {
  const title = cls?.title
  if (typeof title === 'string') return { en: title, fr: title }
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
): Promise<{ data: ClassBooking; cls: LocalizedClass }> {
  const t = validationTranslator(locale)
  const parsed = classBookingSchema.safeParse(body)
  const flat = parsed.success ? undefined : flattenZodError(parsed.error, t)
  const fieldErrors: Record<string, string> = { ...flat?.fieldErrors }
  const raw = (body as { classType?: unknown } | null)?.classType
  const classId = typeof raw === 'string' ? raw.trim() : ''
  let cls: LocalizedClass | undefined
  let first = flat?.message
  if (!fieldErrors.classType && CLASS_ID_PATTERN.test(classId)) {
    cls = await findClass(req, classId)
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
  return { data: parsed.data, cls }
}
