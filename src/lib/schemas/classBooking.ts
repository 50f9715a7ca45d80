import { z } from 'zod'
import { emailField, optionalChoice, optionalIsoDate, optionalPhone, optionalText, personName } from './common'
import { V } from './messages'

/**
 * A class id as the CMS catalogue spells it (collections/Classes). Which ids exist is the
 * catalogue's business, checked on the server (src/lib/bookings/catalogue.ts): the owner adds a
 * class in /cms and it is bookable at once, without a code change.
 */
export const CLASS_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const CLASS_ID_MAX = 64

export const CLASS_FORMATS = ['online', 'in-person'] as const
export type ClassFormat = (typeof CLASS_FORMATS)[number]

export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'weekend'] as const
export type PreferredTime = (typeof PREFERRED_TIMES)[number]

export const EXPERIENCE_LEVELS = ['complete-beginner', 'some-experience', 'intermediate', 'advanced'] as const
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]

/**
 * POST /api/class-bookings and the booking form on the classes page.
 *
 * totalCost is validated but never trusted: the client overwrites it with the catalogue price and
 * the server recomputes it from the classes collection, so a tampered price cannot be stored. The
 * form leaves it out for a class paid online.
 */
export const classBookingSchema = z.object({
  name: personName(),
  email: emailField(),
  phone: optionalPhone(),
  classType: z
    .string({ error: V.classTypeRequired })
    .trim()
    .min(1, V.classTypeRequired)
    .max(CLASS_ID_MAX, V.classTypeRequired)
    .regex(CLASS_ID_PATTERN, V.classTypeRequired),
  format: z.enum(CLASS_FORMATS, { error: V.formatRequired }),
  preferredDate: optionalIsoDate(),
  preferredTime: optionalChoice(PREFERRED_TIMES, V.preferredTimeInvalid),
  experience: z.enum(EXPERIENCE_LEVELS, { error: V.experienceRequired }),
  goals: optionalText(2000),
  equipment: optionalText(1000),
  notes: optionalText(2000),
  // Optional: a class paid online is booked without it (its price is only the catalogue's, and a
  // body naming one is refused: src/lib/payments/class-booking.ts).
  totalCost: z.number({ error: V.totalCostInvalid }).int(V.totalCostInvalid).min(0, V.totalCostNonNegative).optional(),
  /** A dated session of the class (GET /api/class-bookings/sessions); absent = a request with a preferred date. */
  session: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .number({ error: V.sessionInvalid })
      .int(V.sessionInvalid)
      .positive(V.sessionInvalid)
      .max(2 ** 31 - 1, V.sessionInvalid)
      .optional(),
  ),
  /** The visitor agrees to join the waitlist when the session is full. */
  waitlist: z.boolean({ error: V.invalidValue }).optional(),
})

export type ClassBookingInput = z.input<typeof classBookingSchema>
export type ClassBooking = z.output<typeof classBookingSchema>

/**
 * Where the studio is with a booking. The first four are set from the dashboard; `waitlisted`
 * (a full session), `lapsed` (a freed seat offered and not claimed in time), `pending_payment`
 * (the seat is held while the visitor pays online) and `payment_expired` (they left without
 * paying: the seat is free again) by the site.
 */
export const ADMIN_BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const
export const BOOKING_STATUSES = [
  ...ADMIN_BOOKING_STATUSES,
  'waitlisted',
  'lapsed',
  'pending_payment',
  'payment_expired',
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
export type AdminBookingStatus = (typeof ADMIN_BOOKING_STATUSES)[number]

/** PATCH /api/admin/class-bookings/{id}. */
export const bookingStatusSchema = z.object({ status: z.enum(ADMIN_BOOKING_STATUSES, { error: V.invalidValue }) })
