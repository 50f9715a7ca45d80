/**
 * The inquiry pipeline's fixed lists and rules, pure so that the dashboard, the CMS
 * collection, the endpoints and the tests all read the same ones.
 */

/** Where an inquiry stands; every inquiry is in exactly one, `new` until someone answers. */
export const INQUIRY_STAGES = [
  'new',
  'replied',
  'consultation-booked',
  'proposal-sent',
  'booked',
  'lost',
  'archived',
] as const
export type InquiryStage = (typeof INQUIRY_STAGES)[number]

/** Why an inquiry was lost: a short list, so the funnel can count reasons; a free note says the rest. */
export const LOST_REASONS = [
  'budget',
  'date-unavailable',
  'chose-another',
  'no-response',
  'not-a-fit',
  'other',
] as const
export type LostReason = (typeof LOST_REASONS)[number]

/** Who made a change: the /admin dashboard, a CMS editor, or the site itself (a booked consultation). */
export const CHANGE_ACTORS = ['dashboard', 'cms', 'site'] as const
export type ChangeActor = (typeof CHANGE_ACTORS)[number]

/** What an entry of an inquiry's history records. */
export const EVENT_KINDS = ['stage', 'note', 'reply', 'reminder'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

/** The studio promises a reply within 24 hours; an inquiry still new after this many reminds it. */
export const REMINDER_AFTER_HOURS = 20

export const REPLY_SUBJECT_MAX = 200
export const REPLY_BODY_MAX = 10_000
export const NOTE_MAX = 5_000

/** Placeholders a reply (or a reply template) may hold, written `{firstName}`. */
export const REPLY_PLACEHOLDERS = ['firstName', 'service', 'eventDate', 'consultationLink'] as const
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number]
export type PlaceholderValues = Record<ReplyPlaceholder, string>

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g
const isPlaceholder = (name: string): name is ReplyPlaceholder =>
  (REPLY_PLACEHOLDERS as readonly string[]).includes(name)

/** The `{names}` of `text` that are not placeholders we know, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!)
  return [...new Set(names.filter((name) => !isPlaceholder(name)))]
}

/** `text` with each known placeholder replaced by its value (call unknownPlaceholders first). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole))
}

/** The first word of a name, as a greeting uses it ("Marie-Ève Tremblay" → "Marie-Ève"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}

/**
 * Why a change of stage is refused, or undefined when it is allowed. An inquiry goes back to `new`
 * only while no reply was sent: `new` is what the 24-hour promise and the funnel count as waiting.
 */
export function stageChangeProblem(next: InquiryStage, { replied }: { replied: boolean }): 'backToNew' | undefined {
  return next === 'new' && replied ? 'backToNew' : undefined
}

/** Stages a first reply moves on from: only a new inquiry becomes `replied`. */
export const stageAfterReply = (current: InquiryStage): InquiryStage => (current === 'new' ? 'replied' : current)

/** Stages a consultation booked by the inquirer moves on from (never backwards from a proposal). */
export const STAGES_BEFORE_CONSULTATION: readonly InquiryStage[] = ['new', 'replied']

/** Hours between two instants, one decimal; null when either is missing. */
export function hoursBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  if (!from || !to) return null
  const ms = new Date(to).getTime() - new Date(from).getTime()
  return Number.isFinite(ms) ? Math.round(ms / 360_000) / 10 : null
}

/** Who the site's own code acts for when it changes an inquiry (none: a CMS editor in /cms). */
export interface InquiryEventContext {
  inquiryActor?: 'dashboard' | 'site'
}

/** The context of an entry the site's own code writes (whoever it acts for). */
export const WRITTEN_BY_SITE = { inquiryEventWrittenBySite: true } as const

/** What the site's own code tells the hooks about a change it makes (the dashboard's PATCH, a reply). */
export interface InquiryChangeContext extends InquiryEventContext {
  /** The dashboard's note that goes with this change of stage (the free note of a loss). */
  inquiryNote?: string
}
