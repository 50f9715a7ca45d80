import { z } from 'zod'
import {
  earliestTodayIso,
  emailField,
  optionalChoice,
  optionalIsoDate,
  optionalPhone,
  optionalText,
  personName,
} from './common'
import { V } from './messages'

export const SERVICE_TYPES = [
  'wedding',
  'maternity',
  'family',
  'corporate',
  'sports',
  'video',
  'classes',
  'other',
] as const
export type ServiceType = (typeof SERVICE_TYPES)[number]

export const REFERRAL_SOURCES = [
  'google',
  'social',
  'weddingPlanner',
  'referral',
  'previousClient',
  'photography',
  'business',
  'weddingFair',
  'realEstate',
  'corporate',
  'travel',
  'international',
  'destination',
  'other',
] as const
export type ReferralSource = (typeof REFERRAL_SOURCES)[number]

export const COVERAGE_OPTIONS = ['ceremony-only', 'half-day', 'full-day', 'engagement-wedding'] as const
export const VIDEOGRAPHER_OPTIONS = ['yes', 'no', 'not-sure'] as const

export const WEDDING_FIELDS = [
  'venue',
  'coverageNeeded',
  'needVideographer',
  'howYouMet',
  'weddingVibe',
  'whyChooseUs',
  'importantMoments',
  'specialTraditions',
  'movieGenre',
] as const
export type WeddingField = (typeof WEDDING_FIELDS)[number]

export interface ContactSchemaOptions {
  /**
   * Today's date as YYYY-MM-DD, read at every parse (not once at import, which would freeze the
   * date in a long-running server). Defaults to the earliest date in use on Earth, see
   * earliestTodayIso; a browser form may pass its local date to match its date picker exactly.
   */
  today?: () => string
}

/**
 * POST /api/contact and the contact form. The bounds are the ones
 * a human inquiry never reaches and a database column comfortably holds.
 */
export function makeContactSchema({ today = () => earliestTodayIso() }: ContactSchemaOptions = {}) {
  return z.object({
    name: personName(),
    email: emailField(),
    phone: optionalPhone(),
    serviceType: z.enum(SERVICE_TYPES, { error: V.serviceTypeRequired }),
    message: z
      .string({ error: V.messageRequired })
      .trim()
      .min(1, V.messageRequired)
      .min(10, V.messageTooShort)
      .max(5000, V.messageTooLong),
    // ISO dates compare correctly as strings.
    eventDate: optionalIsoDate().refine((value) => value === undefined || value >= today(), {
      error: V.datePast,
    }),
    referralSource: optionalChoice(REFERRAL_SOURCES, V.referralSourceInvalid),
    venue: optionalText(200),
    coverageNeeded: optionalChoice(COVERAGE_OPTIONS, V.coverageNeededInvalid),
    needVideographer: optionalChoice(VIDEOGRAPHER_OPTIONS, V.needVideographerInvalid),
    howYouMet: optionalText(2000),
    weddingVibe: optionalText(1000),
    whyChooseUs: optionalText(2000),
    importantMoments: optionalText(2000),
    specialTraditions: optionalText(2000),
    movieGenre: optionalText(100),
  })
}

export const contactSchema = makeContactSchema()

export type ContactInput = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>

/**
 * The wedding questions are only shown for weddings, but a visitor who filled them and then switched
 * to another service still has them in the form state; storing them would attach wedding answers to
 * a corporate inquiry. Both the form (before sending) and the server (before storing) call this.
 */
export function dropWeddingFieldsUnlessWedding<T extends { serviceType?: unknown }>(data: T): T {
  if (data.serviceType === 'wedding') return { ...data }
  const copy: Record<string, unknown> = { ...data }
  for (const field of WEDDING_FIELDS) delete copy[field]
  // Sound for ContactInput and Contact, where every wedding field is optional.
  return copy as T
}
