import { z } from 'zod'
import { V, type ValidationKey } from './messages'

/**
 * Field builders shared by the form schemas.
 *
 * Forms hold '' for an untouched input and JSON clients may send null, so every optional field
 * accepts '', null and undefined and comes out as undefined: the server then stores one notion of
 * "absent" instead of three.
 */

const blankToUndefined = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value

/** A trimmed required string; missing, non-string and blank all report `required`. */
export function requiredText(required: ValidationKey, max: number, tooLong: ValidationKey) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong)
}

/**
 * Line breaks and other control characters (CR, LF, tab, NEL, the Unicode line and paragraph
 * separators): a name is written into e-mail subjects and into the lines of the studio's
 * plain-text notification, where a line break would forge a line of its own.
 */
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\u2028\u2029]/u

/** A person's name: required, trimmed, at most `max` characters, on one line. */
export function personName(
  max = 100,
  messages: { required: ValidationKey; tooLong: ValidationKey } = { required: V.nameRequired, tooLong: V.nameTooLong },
) {
  return requiredText(messages.required, max, messages.tooLong).refine((value) => !CONTROL_OR_LINE_BREAK.test(value), {
    error: V.nameOneLine,
  })
}

/** A trimmed optional string; blank means absent. */
export function optionalText(max: number, tooLong: ValidationKey = V.textTooLong) {
  return z.string({ error: V.invalidValue }).trim().max(max, tooLong).nullish().transform(blankToUndefined)
}

/** An optional choice from a fixed list; blank means absent. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, invalid: ValidationKey) {
  return z
    .union([z.literal(''), z.null(), z.enum(values)], { error: invalid })
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : value))
}

export const EMAIL_MAX = 254

/** Trimmed, valid and at most 254 characters (the SMTP path limit). */
export function emailField(
  messages: { required: ValidationKey; invalid: ValidationKey; tooLong: ValidationKey } = {
    required: V.emailRequired,
    invalid: V.emailInvalid,
    tooLong: V.emailTooLong,
  },
) {
  // The pipe stops at the first failing stage, so a blank field reports "required" and not also
  // "invalid".
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX, messages.tooLong)
    .pipe(z.email({ error: messages.invalid }))
}

export const PHONE_MAX = 30
// Lenient on purpose: visitors type "(555) 123-4567", "+33 6 12 34 56 78", "514.555.0100 poste 12".
// The studio calls people back by hand, so the rule only rejects what cannot be a phone number.
const PHONE_CHARS = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?|poste|#)\s*\d{1,6})?$/i

export function optionalPhone() {
  return z
    .string({ error: V.phoneInvalid })
    .trim()
    .max(PHONE_MAX, V.phoneTooLong)
    .nullish()
    .transform(blankToUndefined)
    .refine((value) => value === undefined || isPlausiblePhone(value), { error: V.phoneInvalid })
}

export function isPlausiblePhone(value: string): boolean {
  if (!PHONE_CHARS.test(value)) return false
  const mainPart = value.replace(/(?:x|ext\.?|poste|#)\s*\d{1,6}$/i, '')
  const digits = mainPart.replace(/\D/g, '').length
  // 7 digits is the shortest local number; 15 is the E.164 maximum.
  return digits >= 7 && digits <= 15
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date written YYYY-MM-DD (rejects 2025-02-30, which the pattern alone accepts). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * The years a date from outside may name. Far wider than anything the studio books or a person
 * plans, and far inside what the code's arithmetic and PostgreSQL's timestamps handle: a day
 * added to 9999-12-31 is written "+010000-01-01", which PostgreSQL cannot read (a 500).
 */
export const DATE_YEARS = { min: 1900, max: 2199 } as const

/** Whether the instant or YYYY-MM-DD date `value` falls within DATE_YEARS (false when unreadable). */
export function inDateRange(value: string): boolean {
  const at = Date.parse(ISO_DATE.test(value) ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(at)) return false
  const year = new Date(at).getUTCFullYear()
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max
}

/** A real YYYY-MM-DD date within DATE_YEARS; `invalid` for anything else that is not one. */
export function isoDate(invalid: ValidationKey = V.dateInvalid) {
  return z
    .string({ error: invalid })
    .trim()
    .refine(isIsoDate, { error: invalid, abort: true })
    .refine(inDateRange, { error: V.dateOutOfRange })
}

/** An instant in ISO 8601 with its offset ("2026-05-01T14:00:00Z"), within DATE_YEARS. */
export function isoInstant(invalid: ValidationKey) {
  return z.iso.datetime({ offset: true, error: invalid }).refine(inDateRange, { error: V.dateOutOfRange })
}

export function optionalIsoDate() {
  return z
    .string({ error: V.dateInvalid })
    .trim()
    .nullish()
    .transform(blankToUndefined)
    .refine((value) => value === undefined || isIsoDate(value), { error: V.dateInvalid, abort: true })
    .refine((value) => value === undefined || inDateRange(value), { error: V.dateOutOfRange })
}

/**
 * A whole number given in a query string: decimal digits only. `Number()` and `z.coerce.number()`
 * also read "0x10" as 16, " 62" as 62, "1e3" as 1000 and "" as 0, so a URL could say one thing
 * and mean another. Nine digits at most: more is never a count, and stays an exact integer.
 */
export function queryInteger({ min, max, error = V.wholeNumber }: { min: number; max: number; error?: ValidationKey }) {
  return z
    .string({ error })
    .regex(/^[0-9]{1,9}$/, { error })
    .transform(Number)
    .pipe(z.number().int().min(min, { error }).max(max, { error }))
}

/** YYYY-MM-DD of `now` in UTC. */
export function utcDateIso(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** YYYY-MM-DD of `now` in the runtime's local time zone (the browser's, for a date picker). */
export function localDateIso(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * The earliest calendar date in use anywhere on Earth right now (UTC-12).
 *
 * "Not before today" has to hold in the visitor's time zone, which the server does not know: an
 * evening visitor in Vancouver is still on a date the UTC server already calls yesterday. Comparing
 * with the earliest date in use accepts every date that is today for someone, at the price of
 * accepting at most one day that is already past for a visitor far east; the picker already hides
 * those.
 */
export function earliestTodayIso(now: Date = new Date()): string {
  return utcDateIso(new Date(now.getTime() - 12 * 60 * 60 * 1000))
}
