/**
 * The proposals' schemas (zod), shared by the dashboard's and the client's forms and the server,
 * which parses every body with them. Messages are validation keys (src/lib/schemas/messages.ts).
 */
import { z } from 'zod'

import { emailField, isoDate, personName } from '@/lib/schemas/common'
import { V } from '@/lib/schemas/messages'

import type { Due, InstallmentSize, ScheduleRule } from './model'
import { SIGNATURE_MAX_BYTES } from './model'
import { buildSchedule, itemAmount, proposalTotals, quantityHundredths } from './schedule'

/** The largest unit amount of an item: $1,000,000. */
export const MAX_ITEM_CENTS = 100_000_000
export const MAX_ITEMS = 50
export const MAX_INSTALLMENTS = 12
export const LABEL_MAX = 200
export const LOCATION_MAX = 300

const locale = z.enum(['fr', 'en'], { error: V.localeInvalid })
const label = z
  .string({ error: V.proposalLabelRequired })
  .trim()
  .min(1, { error: V.proposalLabelRequired })
  .max(LABEL_MAX, { error: V.textTooLong })

export const proposalItemSchema = z.strictObject({
  label: z.strictObject({ fr: label, en: label }, { error: V.proposalLabelRequired }),
  quantity: z
    .number({ error: V.quantityInvalid })
    .positive({ error: V.quantityInvalid })
    .max(10_000, { error: V.quantityInvalid })
    .refine((q) => quantityHundredths(q) !== undefined, { error: V.quantityInvalid }),
  unitAmount: z
    .number({ error: V.amountInvalid })
    .int({ error: V.amountInvalid })
    .min(0, { error: V.amountInvalid })
    .max(MAX_ITEM_CENTS, { error: V.amountTooLarge }),
})

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * One installment of the body: `due` is `'signing'` or a day `YYYY-MM-DD` (or, instead of `due`,
 * `daysBeforeEvent`), and its size one of `percent` (of the total, two decimals), `amount` (cents,
 * taxes included) or `rest: true`.
 */
export const scheduleEntrySchema = z
  .strictObject({
    due: z
      .string({ error: V.dueInvalid })
      .refine((v) => v === 'signing' || (DAY.test(v) && isoDate().safeParse(v).success), { error: V.dueInvalid })
      .optional(),
    daysBeforeEvent: z.number({ error: V.dueInvalid }).int({ error: V.dueInvalid }).min(0).max(3650).optional(),
    percent: z
      .number({ error: V.percentInvalid })
      .min(0.01, { error: V.percentInvalid })
      .max(100, { error: V.percentInvalid })
      .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { error: V.percentInvalid })
      .optional(),
    amount: z
      .number({ error: V.amountInvalid })
      .int({ error: V.amountInvalid })
      .positive({ error: V.amountInvalid })
      .max(MAX_ITEM_CENTS * 100, { error: V.amountTooLarge })
      .optional(),
    rest: z.literal(true, { error: V.scheduleNoRest }).optional(),
  })
  .superRefine((entry, ctx) => {
    if ((entry.due === undefined) === (entry.daysBeforeEvent === undefined))
      ctx.addIssue({ code: 'custom', path: ['due'], message: V.dueInvalid })
    const sizes = [entry.percent, entry.amount, entry.rest].filter((v) => v !== undefined).length
    if (sizes !== 1) ctx.addIssue({ code: 'custom', path: ['percent'], message: V.scheduleSizeRequired })
  })
export type ScheduleEntryInput = z.input<typeof scheduleEntrySchema>

/** A body's installment as the domain's rule. */
export function scheduleRule(entry: z.output<typeof scheduleEntrySchema>): ScheduleRule {
  const due: Due =
    entry.daysBeforeEvent !== undefined
      ? { kind: 'before-event', days: entry.daysBeforeEvent }
      : entry.due === 'signing'
        ? { kind: 'signing' }
        : { kind: 'date', date: entry.due! }
  const size: InstallmentSize = entry.rest
    ? { rest: true }
    : entry.percent !== undefined
      ? { percent: entry.percent }
      : { amount: entry.amount! }
  return { due, size }
}

const positiveId = z.number({ error: V.invalidValue }).int({ error: V.invalidValue }).min(1).max(2_147_483_647)

export interface ProposalSchemaOptions {
  /** Montréal's day today, `YYYY-MM-DD`. */
  today: string
  /** Whether the studio charges GST and QST (both numbers in the site settings). */
  taxed: boolean
  /** The instant now, for the expiry. */
  now?: Date
}

/**
 * POST /api/admin/proposals, after the inquiry's or consultation's details were filled in: the
 * client, the event, the items, the template, the schedule. The schedule is checked against the
 * totals it will split (over 100 %, no remainder, due after the event or in the past), so the
 * 400 names the installment at fault. The amounts are computed, never read from the body.
 */
export function proposalSchema({ today, taxed, now = new Date() }: ProposalSchemaOptions) {
  return z
    .strictObject({
      inquiry: positiveId.optional(),
      consultation: positiveId.optional(),
      client: z.strictObject({ name: personName(200), email: emailField(), locale }),
      event: z.strictObject({
        date: isoDate().refine((d) => d >= today, { error: V.eventDatePast }),
        location: z.string({ error: V.invalidValue }).trim().max(LOCATION_MAX, { error: V.textTooLong }).default(''),
      }),
      items: z
        .array(proposalItemSchema, { error: V.proposalItemsRequired })
        .min(1, { error: V.proposalItemsRequired })
        .max(MAX_ITEMS, { error: V.invalidValue }),
      contractTemplate: positiveId.or(z.undefined()).refine((v) => v !== undefined, { error: V.templateRequired }),
      schedule: z
        .array(scheduleEntrySchema, { error: V.scheduleRequired })
        .min(1, { error: V.scheduleRequired })
        .max(MAX_INSTALLMENTS, { error: V.invalidValue }),
      autopay: z.boolean({ error: V.invalidValue }).default(false),
      expiresAt: z.iso
        .datetime({ offset: true, error: V.expiryInvalid })
        .refine((v) => Date.parse(v) > now.getTime(), { error: V.expiryInvalid })
        .optional(),
    })
    .superRefine((body, ctx) => {
      // zod runs this after issues that do not abort: an item already refused has no amount to add.
      const priced = body.items.every(
        (item) =>
          quantityHundredths(item.quantity) !== undefined &&
          Number.isSafeInteger(item.unitAmount) &&
          item.unitAmount >= 0 &&
          item.unitAmount <= MAX_ITEM_CENTS,
      )
      if (!priced || !Array.isArray(body.schedule)) return
      const items = body.items.map((item) => ({ amount: itemAmount(item.quantity, item.unitAmount) }))
      const totals = proposalTotals(items, taxed)
      const { problems } = buildSchedule(body.schedule.map(scheduleRule), totals, body.event.date, today)
      for (const problem of problems) ctx.addIssue({ code: 'custom', path: problem.path, message: V[problem.key] })
    })
}
export type ProposalInput = z.input<ReturnType<typeof proposalSchema>>
export type ProposalBody = z.output<ReturnType<typeof proposalSchema>>

/** The typed name's form for comparison: case, accents, punctuation between words and spacing do not count. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr-CA')
    .replace(/[\s\-‐‑‒–—'’.,]+/gu, ' ')
    .trim()
}

/** The data URL of a drawn signature: `data:image/png;base64,` and at most 200 KB of PNG. */
export const SIGNATURE_PREFIX = 'data:image/png;base64,'
const SIGNATURE_MAX_CHARS = SIGNATURE_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4

/**
 * POST /api/proposals/{token}/sign. Strict: a body naming an amount (or anything else) is refused,
 * since the price is the proposal's and never the client's. The typed name is compared with the
 * client's by the server (it knows the name); the PNG is checked byte by byte there too.
 */
export const signSchema = z.strictObject({
  name: personName(200, { required: V.signatureNameMismatch, tooLong: V.nameTooLong }),
  signature: z
    .string({ error: V.signatureInvalid })
    .startsWith(SIGNATURE_PREFIX, { error: V.signatureInvalid })
    .max(SIGNATURE_MAX_CHARS, { error: V.signatureTooLarge }),
  consent: z.literal(true, { error: V.consentRequired }),
  language: z.enum(['fr', 'en'], { error: V.languageInvalid }),
  autopay: z.boolean({ error: V.invalidValue }).optional(),
})
export type SignInput = z.input<typeof signSchema>
