import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import en from '@/i18n/messages/en/privacy-register.json'
import { execute, type Row } from '@/lib/db/statements'
import type { OutboxRecordCollection } from '@/lib/email/kinds'
import fr from '@/i18n/messages/fr/privacy-register.json'
import {
  bookings as B,
  consultationBookings as C,
  idempotencyKeys as K,
  inquiries as I,
  inquiryEvents as E,
  outbox as O,
  payments as PAY,
  receipts as R,
  poolEntries as P,
  securityEvents,
  subscribers as S,
  webVitals,
  type Identifier,
  type PayloadTable,
} from '@/platform/payload-tables'

import { proposalsTable as PR, signaturesTable as SG } from '@/lib/proposals/store'

import type { PrivacyRequestKind, PrivacyRequestRow, RuleMatch } from './operations'
import type { RetentionRun } from './retention'

/*
 * The privacy store: the register of every table that can hold a visitor's data (how a row is
 * found as a person's, and how it leaves), and the statements that search, export and erase by it,
 * record the requests and the retention passes. All of it is SQL: a person's rows are found by
 * conditions across a dozen tables, and erasure must delete or anonymize them together in one
 * transaction, which Payload's per-collection operations cannot do.
 */

/** A text in both languages (the export's field explanations, the dashboard's labels). */
export interface Bilingual {
  en: string
  fr: string
}

export interface PersonalField {
  column: string
  about: Bilingual
}

/**
 * How the rows of a person leave the database on erasure:
 * - `delete`: the row's only purpose was to reach or answer the person;
 * - `anonymize`: the studio must keep the row for its accounts (a booking's date, class, amount and
 *   seat), so every column that names or reaches the person is overwritten by `set`;
 * - `keep`: the law requires the row as it is (a receipt is a tax record, kept six years after the
 *   year it belongs to): it is found and exported, counted in the register, and stays.
 */
export type Erasure = { action: 'delete' } | { action: 'anonymize'; set: SQL } | { action: 'keep' }

/** A Payload table (src/platform/payload-tables.ts) whose rows are numbered and dated. */
export type RecordTable = PayloadTable<'id' | 'created_at'>

/** What a request is about: one person's address, and the studio's own addresses. */
export interface MatchContext {
  /** The person's address: a valid address, trimmed and lower-cased (src/lib/schemas/privacy.ts). */
  email: string
  /** The studio's own addresses, lower-cased (site settings, STUDIO_EMAIL): never a person's. */
  studio: readonly string[]
}

export type RuleName = keyof typeof en.privacyAdmin.register.rules

/**
 * One way a row is the person's, named in the register ("inquiries-by-email"). A rule compares a
 * column the site itself wrote with the address, or follows a record number to the person's own
 * rows: it never searches free text, where anyone can write anyone's address.
 */
export interface MatchRule {
  rule: RuleName
  where: (ctx: MatchContext) => SQL
}

/**
 * One table that can hold a visitor's personal data. Export, erasure and retention all read this
 * list, so a table added here is found, exported and erased everywhere at once.
 */
export interface PersonalTable {
  /** The kind shown to the administrator and in the register (never the person's data). */
  kind: string
  table: string
  /** The same table's names for statements. */
  source: RecordTable
  /** Its Payload collection, whose cache tag an erasure expires (pages and lists that show it). */
  collection: string
  about: Bilingual
  /** The rules that make a row the person's; a row is theirs when any of them holds. */
  match: MatchRule[]
  /** The columns exported, each explained in both languages. */
  fields: PersonalField[]
  erase: Erasure
  /**
   * What must go first when rows matching `where` leave (erasure or retention): the rows of other
   * tables that point at them and cannot stay without them.
   */
  before?: (where: SQL) => SQL
}

/** The rows of `entry` that are the person's: any of its rules. */
export const matchesPerson = (entry: PersonalTable, ctx: MatchContext): SQL =>
  sql`(${sql.join(
    entry.match.map((rule) => sql`(${rule.where(ctx)})`),
    sql` OR `,
  )})`

/** The value an erased e-mail column takes: `.invalid` is reserved (RFC 2606), it reaches no one. */
export const ERASED_EMAIL = 'erased@erased.invalid'
export const ERASED_NAME = 'Erased / Effacé'

/**
 * `column` holds exactly the address, whatever its case and surrounding spaces. Exactly: a
 * `+tag` variant (`ana+photos@…`) is how people keep identities apart, so it is another person's
 * address for a request, as it is another address for the booking and newsletter forms.
 */
const sameAddress = (column: Identifier, email: string) => sql`lower(trim(${column})) = ${email}`

type Kind = keyof typeof en.privacyAdmin.register.kinds
const texts = { en: en.privacyAdmin.register, fr: fr.privacyAdmin.register }

/**
 * A registered table: its explanation and its exported columns (the record's number and date, then
 * those of privacy-register.json, in its order) in both languages. A column the table does not
 * have stops the module from loading, so a rename cannot silently drop it from the export.
 */
function personal(entry: Omit<PersonalTable, 'table' | 'about' | 'fields'> & { kind: Kind }): PersonalTable {
  const { source, kind } = entry
  const own = (locale: 'en' | 'fr') => texts[locale].kinds[kind].fields as Record<string, string>
  const columns = ['id', 'created_at', ...Object.keys(own('en'))]
  const label = (locale: 'en' | 'fr', column: string) =>
    (texts[locale].common as Record<string, string>)[column] ?? own(locale)[column]!
  for (const column of columns)
    if (!source.columnNames.includes(column))
      throw new Error(`privacy register: ${source.tableName} has no column ${column} in src/platform/payload-tables.ts`)
  return {
    ...entry,
    table: source.tableName,
    about: { en: texts.en.kinds[kind].about, fr: texts.fr.kinds[kind].about },
    fields: columns.map((column) => ({ column, about: { en: label('en', column), fr: label('fr', column) } })),
  }
}

/** The rule of a table whose own e-mail column is the person's address. */
const byEmail = (rule: RuleName, table: PayloadTable<'email'>): MatchRule => ({
  rule,
  where: ({ email }) => sameAddress(table.email, email),
})
const deleted: Erasure = { action: 'delete' }

/**
 * The statuses of a payment through which money moved: the studio's books. Every other payment
 * (pending, expired, failed, canceled) took nothing and is the person's data like any other.
 */
const MONEY_MOVED = sql`('paid', 'refunded', 'partially_refunded', 'disputed')`

/** The ids of the person's own rows of `table` (by its e-mail column). */
const idsOf = (table: PayloadTable<'id' | 'email'>, email: string) =>
  sql`SELECT ${table.id} FROM ${table.table} WHERE ${sameAddress(table.email, email)}`

/** The history entries of the inquiries `where` selects. */
const historyOf = (where: SQL) => sql`${E.inquiry_id} IN (SELECT ${I.id} FROM ${I.table} WHERE ${where})`

/**
 * The site's messages about one of the person's records (src/lib/email/outbox.ts links each
 * message to the record it is about): the studio's notice of their inquiry, booking or
 * consultation names them although it was sent to the studio.
 */
const outboxAbout = (rule: RuleName, collection: OutboxRecordCollection, table: PayloadTable<'id' | 'email'>) => ({
  rule,
  where: ({ email }: MatchContext) =>
    sql`${O.about_collection} = ${collection} AND ${O.about_id} IN (${idsOf(table, email)})`,
})

/**
 * The stored answer of the person's own submission (src/lib/http/idempotency.ts keeps the first
 * answer of each POST for a day): found by its route and the number of the record it created.
 */
const answerOf = (rule: RuleName, route: string, table: PayloadTable<'id' | 'email'>) => ({
  rule,
  where: ({ email }: MatchContext) =>
    sql`${K.route} = ${route} AND (${K.response_body} ->> 'id') IN (SELECT ${table.id}::text FROM ${table.table} WHERE ${sameAddress(table.email, email)})`,
})

/**
 * In this order, because erasure and export read them one after the other: the rows that are the
 * person's through a record number (history, messages, stored answers) come before the records
 * they point to, which leave or lose their address after them.
 */
export const PERSONAL_TABLES: PersonalTable[] = [
  // The inquiry's history: stage changes, private notes and replies, which name the person.
  personal({
    kind: 'inquiry-history',
    source: E,
    collection: 'inquiry-events',
    match: [{ rule: 'history-of-inquiries', where: ({ email }) => historyOf(sameAddress(I.email, email)) }],
    erase: deleted,
  }),
  personal({
    kind: 'email',
    source: O,
    collection: 'outbox',
    match: [
      // What was sent to the person. Never by the studio's own address: every notice goes to it
      // and every reply comes from it, and a request for it would take the studio's whole outbox.
      {
        rule: 'outbox-by-recipient',
        where: ({ email, studio }) => (studio.includes(email) ? sql`false` : sameAddress(O.to, email)),
      },
      outboxAbout('outbox-about-inquiries', 'inquiries', I),
      outboxAbout('outbox-about-class-bookings', 'bookings', B),
      outboxAbout('outbox-about-consultations', 'consultation-bookings', C),
    ],
    erase: deleted,
  }),
  personal({
    kind: 'stored-answer',
    source: K,
    collection: 'idempotency-keys',
    match: [
      answerOf('stored-answers-of-inquiries', 'POST /contact', I),
      answerOf('stored-answers-of-class-bookings', 'POST /class-bookings', B),
      answerOf('stored-answers-of-consultations', 'POST /consultations', C),
      answerOf('stored-answers-of-pool-entries', 'POST /pool-registration', P),
      // The newsletter's answer creates no numbered record; it repeats the address it was sent.
      {
        rule: 'stored-answers-of-newsletter',
        where: ({ email }) =>
          sql`${K.route} = 'POST /newsletter' AND lower(trim(${K.response_body} ->> 'email')) = ${email}`,
      },
    ],
    erase: deleted,
  }),
  personal({
    kind: 'inquiry',
    source: I,
    collection: 'inquiries',
    match: [byEmail('inquiries-by-email', I)],
    erase: deleted,
    before: (where) => sql`DELETE FROM ${E.table} WHERE ${historyOf(where)}`,
  }),
  personal({
    kind: 'class-booking',
    source: B,
    collection: 'bookings',
    match: [byEmail('class-bookings-by-email', B)],
    // The accounts keep the class, the session (its seat), the date, the amount and the status.
    erase: {
      action: 'anonymize',
      set: sql`${B.name} = ${ERASED_NAME}, ${B.email} = ${ERASED_EMAIL}, ${B.phone} = NULL, ${B.goals} = NULL,
        ${B.equipment} = NULL, ${B.notes} = NULL, ${B.mailbox_key} = NULL, ${B.client_key} = NULL, ${B.updated_at} = now()`,
    },
  }),
  // A consultation exists to talk with the person: erased, it leaves whole and frees its time (the
  // studio's accounts hold nothing of it).
  personal({
    kind: 'consultation',
    source: C,
    collection: 'consultation-bookings',
    match: [byEmail('consultations-by-email', C)],
    erase: deleted,
  }),
  // Payments that moved money, and their refunds: the studio's books (what was paid, when, with
  // which taxes), kept with the receipts they back for the same six years.
  personal({
    kind: 'payment',
    source: PAY,
    collection: 'payments',
    match: [
      {
        rule: 'payments-by-email',
        where: ({ email }) => sql`${sameAddress(PAY.email, email)} AND ${PAY.status} IN ${MONEY_MOVED}`,
      },
    ],
    erase: { action: 'keep' },
  }),
  // Payments through which no money moved (a Checkout left unpaid, expired, failed or withdrawn):
  // no tax record, only the person's address and name. Anonymized rather than deleted: one still
  // pending backs a held seat, which the payments loop releases by its row, and a payment that
  // completes late must still find it to be refunded.
  personal({
    kind: 'payment-attempt',
    source: PAY,
    collection: 'payments',
    match: [
      {
        rule: 'unpaid-payments-by-email',
        where: ({ email }) => sql`${sameAddress(PAY.email, email)} AND ${PAY.status} NOT IN ${MONEY_MOVED}`,
      },
    ],
    erase: {
      action: 'anonymize',
      set: sql`${PAY.email} = ${ERASED_EMAIL}, ${PAY.buyer_name} = ${ERASED_NAME}, ${PAY.checkout_url} = NULL,
        ${PAY.updated_at} = now()`,
    },
  }),
  // Receipts and credit notes: tax records, which the studio must keep whole whoever asks.
  personal({
    kind: 'receipt',
    source: R,
    collection: 'receipts',
    match: [byEmail('receipts-by-email', R)],
    erase: { action: 'keep' },
  }),
  // Signatures, then the proposals they sign: the studio's records of a sale and their proof,
  // kept with the receipts for the same six years (docs/proposals.md).
  personal({
    kind: 'signature',
    source: SG,
    collection: 'proposals',
    match: [
      {
        rule: 'signatures-of-proposals',
        where: ({ email }) =>
          sql`${SG.proposal_id} IN (SELECT ${PR.id} FROM ${PR.table} WHERE ${sameAddress(PR.client_email, email)})`,
      },
    ],
    erase: { action: 'keep' },
  }),
  personal({
    kind: 'proposal',
    source: PR,
    collection: 'proposals',
    match: [{ rule: 'proposals-by-email', where: ({ email }) => sameAddress(PR.client_email, email) }],
    erase: { action: 'keep' },
  }),
  personal({
    kind: 'newsletter',
    source: S,
    collection: 'subscribers',
    match: [byEmail('newsletter-by-email', S)],
    erase: deleted,
  }),
  personal({
    kind: 'pool-entry',
    source: P,
    collection: 'pool-entries',
    match: [byEmail('pool-entries-by-email', P)],
    erase: deleted,
  }),
]

/**
 * Tables with a column whose name looks personal (name, e-mail, phone, IP…) that hold no visitor's
 * data to find by e-mail, and why. The completeness test fails on any such table in neither list.
 */
export const NOT_FOUND_BY_EMAIL: Record<string, string> = {
  users: 'The CMS sign-ins of the studio itself, not of visitors.',
  admin_sessions: "The administrator's own dashboard sessions (their IP); kept until they expire.",
  site_settings: "The studio's own name, phone and address.",
  payload_migrations: 'Names of the schema migrations.',
  shared_secrets: 'Names of the server’s own keys.',
  payment_settings: 'The ids of the tax rates the studio’s Stripe account uses.',
  stripe_incidents:
    'Paid Checkout sessions the site did not open (a Payment Link, another app): the e-mail Stripe gives for the buyer, kept for the studio to find that charge in Stripe, whose records are the books; no client of the site, and nothing is ever sent to it.',
  // The backup files themselves copy every table of this registry: docs/privacy.md and
  // docs/backups.md give their retention (7 daily, 8 weekly on the machine; the bucket's lifecycle rule).
  backup_status: 'Times, sizes, file names and the bucket address of this site’s own backups; no visitor’s data.',
  reviews: 'Testimonials the studio publishes with the client’s consent; no e-mail to find them by, edited in the CMS.',
  security_events: 'IP addresses of refused requests, no e-mail; removed by the retention period.',
  blocked_ips: 'IP addresses blocked for abuse, no e-mail; removed when the block ends.',
  pricing_page_wedding_packages_locales: 'Package names (page content).',
  pricing_page_other_services_locales: 'Service names (page content).',
  pricing_page_extras_locales: 'Extra names (page content).',
  classes_page_stories: 'Student stories the studio publishes (page content).',
  reviews_page_featured_stories: 'Client stories the studio publishes (page content).',
  reply_templates_locales: 'The studio’s own reply templates (their names and texts).',
  consultation_types_locales: 'The studio’s own consultation types (their names and descriptions).',
  consultation_availability_weekly: 'The owner’s weekly hours (weekday names).',
  consultation_availability_overrides: 'The owner’s date overrides (their names: a holiday, a day off).',
}

/** Column names that suggest personal data, for the completeness test over the schema. */
export const PERSONAL_COLUMN = /(^|_)(e?mail|name|names|phone|to|reply_to|ip|user_agent|user_id)$/

/** Version tables of page content (`_pricing_page_v_…`) follow their page: same content. */
export const exemptionOf = (table: string): string | undefined =>
  NOT_FOUND_BY_EMAIL[table] ??
  NOT_FOUND_BY_EMAIL[
    table
      .replace(/^_/, '')
      .replace(/_v_version_/, '_')
      .replace(/_v(_|$)/, '$1')
  ]

/** An address as it is compared: trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * How long each kind is kept (Quebec's act, s. 23: destroyed or anonymized once its
 * purpose is served). The period is the owner's, in the CMS (Privacy settings); `defaultValue` is
 * the suggested period. Rows of a registered table leave as its erasure says (delete or anonymize);
 * the others are deleted.
 */
export interface RetentionRule {
  /** The CMS field that holds the period, and the kind the report names. */
  setting: 'inquiriesMonths' | 'sentEmailsDays' | 'securityEventsMonths' | 'webVitalsMonths' | 'unconfirmedSignupsDays'
  table: RecordTable
  unit: 'days' | 'months'
  defaultValue: number
  /** The rows older than `cutoff`. */
  due: (cutoff: Date) => SQL
}

export const RETENTION_RULES: RetentionRule[] = [
  // Inquiries that led to nothing (any stage but `booked`), counted from their last change of stage;
  // a booked one became a contract, which the studio keeps under its own accounting rules.
  {
    setting: 'inquiriesMonths',
    table: I,
    unit: 'months',
    defaultValue: 24,
    due: (cutoff) =>
      sql`coalesce(${I.stage}, 'new') <> 'booked'
        AND coalesce(${I.stage_changed_at}, ${I.created_at}) < ${cutoff.toISOString()}`,
  },
  {
    setting: 'sentEmailsDays',
    table: O,
    unit: 'days',
    defaultValue: 90,
    due: (cutoff) => sql`${O.status} = 'sent' AND coalesce(${O.sent_at}, ${O.created_at}) < ${cutoff.toISOString()}`,
  },
  {
    setting: 'securityEventsMonths',
    table: securityEvents,
    unit: 'months',
    defaultValue: 13,
    due: (cutoff) => sql`${securityEvents.created_at} < ${cutoff.toISOString()}`,
  },
  {
    setting: 'webVitalsMonths',
    table: webVitals,
    unit: 'months',
    defaultValue: 13,
    due: (cutoff) => sql`${webVitals.created_at} < ${cutoff.toISOString()}`,
  },
  // Newsletter sign-ups never confirmed: the request for consent went unanswered (or was made by
  // someone else), so the address has no purpose here. Counted from the sign-up, which a resent
  // confirmation renews (its link is valid 7 days from then). A confirmed row, active or
  // withdrawn, is the proof of consent and stays.
  {
    setting: 'unconfirmedSignupsDays',
    table: S,
    unit: 'days',
    defaultValue: 7,
    due: (cutoff) =>
      sql`${S.is_active} = false AND ${S.confirmed_at} IS NULL AND ${S.subscribed_at} < ${cutoff.toISOString()}`,
  },
]

export type RetentionPeriods = Record<RetentionRule['setting'], number>

export const DEFAULT_RETENTION: RetentionPeriods = Object.fromEntries(
  RETENTION_RULES.map((rule) => [rule.setting, rule.defaultValue]),
) as RetentionPeriods

// ---------------------------------------------------------------------------------------------
// The statements
// ---------------------------------------------------------------------------------------------

const selectFields = (entry: PersonalTable): SQL =>
  sql.join(
    entry.fields.map((field) => sql.identifier(field.column)),
    sql`, `,
  )

/** Whether each rule of `entry` holds, as columns `rule_0`, `rule_1`… beside the row. */
const ruleFlags = (entry: PersonalTable, ctx: MatchContext): SQL =>
  sql.join(
    entry.match.map((rule, i) => sql`coalesce((${rule.where(ctx)}), false) AS ${sql.identifier(`rule_${i}`)}`),
    sql`, `,
  )

/** The person's rows of `entry`: its exported fields, then `rule_0`, `rule_1`… (whether each rule holds). */
export function readPersonRows(req: PayloadRequest, entry: PersonalTable, ctx: MatchContext): Promise<Row[]> {
  return execute(
    req,
    sql`SELECT ${selectFields(entry)}, ${ruleFlags(entry, ctx)} FROM ${entry.source.table}
        WHERE ${matchesPerson(entry, ctx)} ORDER BY ${entry.source.id}`,
  )
}

/** The person's rows of `entry`, locked for the rest of the transaction: `rule_0`, `rule_1`… only. */
export function lockPersonRows(req: PayloadRequest, entry: PersonalTable, ctx: MatchContext): Promise<Row[]> {
  return execute(
    req,
    sql`SELECT ${ruleFlags(entry, ctx)} FROM ${entry.source.table} WHERE ${matchesPerson(entry, ctx)} FOR UPDATE`,
  )
}

/**
 * Removes the rows of `table` that `where` selects as its erasure says (deleted, or anonymized
 * where the accounts need them), after the rows of other tables that cannot stay without them.
 * Erasure on request and retention both leave through here; returns how many rows left.
 */
async function removeRows(
  req: PayloadRequest,
  table: RecordTable,
  where: SQL,
  erase: Erasure,
  before?: PersonalTable['before'],
): Promise<number> {
  if (erase.action === 'keep') return 0
  if (before) await execute(req, before(where))
  const rows =
    erase.action === 'delete'
      ? await execute(req, sql`DELETE FROM ${table.table} WHERE ${where} RETURNING ${table.id}`)
      : await execute(req, sql`UPDATE ${table.table} SET ${erase.set} WHERE ${where} RETURNING ${table.id}`)
  return rows.length
}

/** Removes the person's rows of `entry` as its erasure says; how many left. */
export function removePersonRows(req: PayloadRequest, entry: PersonalTable, ctx: MatchContext): Promise<number> {
  return removeRows(req, entry.source, matchesPerson(entry, ctx), entry.erase, entry.before)
}

/**
 * Removes the rows of `rule` older than `cutoff`: as the register says for a registered table
 * (deleted or anonymized), else deleted. How many left.
 */
export function removeDueRows(req: PayloadRequest, rule: RetentionRule, cutoff: Date): Promise<number> {
  const entry = PERSONAL_TABLES.find((e) => e.source === rule.table)
  return removeRows(req, rule.table, rule.due(cutoff), entry?.erase ?? { action: 'delete' }, entry?.before)
}

/** Records a request in the register (privacy_requests, a table of our own migrations). */
export async function insertRequest(
  from: PayloadRequest | Payload,
  kind: PrivacyRequestKind,
  session: number | null,
  records: number,
  matched: RuleMatch[],
): Promise<void> {
  await execute(
    from,
    sql`INSERT INTO privacy_requests (kind, admin_session_id, records, matched)
        VALUES (${kind}, ${session}, ${records}, ${JSON.stringify(matched)}::jsonb)`,
  )
}

/** The newest `limit` requests of the register, newest first. */
export async function selectRequests(from: PayloadRequest | Payload, limit: number): Promise<PrivacyRequestRow[]> {
  const rows = await execute(
    from,
    sql`SELECT id, kind, admin_session_id, records, matched, created_at FROM privacy_requests ORDER BY id DESC LIMIT ${limit}`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as PrivacyRequestKind,
    adminSessionId: row.admin_session_id === null ? null : Number(row.admin_session_id),
    records: Number(row.records),
    matched: (row.matched ?? []) as RuleMatch[],
    createdAt: new Date(row.created_at as string).toISOString(),
  }))
}

/** Records a retention pass (privacy_retention_runs, a table of our own migrations). */
export async function insertRetentionRun(req: PayloadRequest, run: RetentionRun): Promise<void> {
  await execute(
    req,
    sql`INSERT INTO privacy_retention_runs (ran_at, results) VALUES (${run.ranAt}, ${JSON.stringify({ removed: run.removed, periods: run.periods })}::jsonb)`,
  )
}

/** The last retention pass recorded, or null. */
export async function selectLastRetentionRun(payload: Payload): Promise<RetentionRun | null> {
  const [row] = await execute(payload, sql`SELECT ran_at, results FROM privacy_retention_runs ORDER BY id DESC LIMIT 1`)
  if (!row) return null
  const results = row.results as { removed: Record<string, number>; periods: RetentionPeriods }
  return { ranAt: new Date(row.ran_at as string).toISOString(), ...results }
}
