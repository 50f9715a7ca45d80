import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { execute, type Row } from '@/lib/db/statements'
import { tableNames } from '@/platform/payload-names'
import type { PayloadTable } from '@/platform/payload-tables'

import type { Due, Installment, ProposalEvent, ProposalItem, ProposalStatus, ScheduleRule, Totals } from './model'

/*
 * The proposals' store: every statement on the proposals' own tables (migrations
 * 20261129_010000_proposals). A status changes only by an UPDATE whose WHERE names the statuses it
 * may leave, so two instances, or a client and the studio at the same moment, never both move it;
 * one signature per proposal is the UNIQUE `proposal_id` of `proposal_signatures`.
 */

type From = PayloadRequest | Payload

/** One of the proposals' tables, named as the privacy register names Payload's (src/lib/privacy/store.ts). */
function ownTable<const C extends string>(tableName: string, columnNames: readonly C[]): PayloadTable<C> {
  const columns = Object.fromEntries(columnNames.map((c) => [c, sql.identifier(c)]))
  return { ...columns, ...tableNames(tableName, columnNames), table: sql.identifier(tableName) } as PayloadTable<C>
}

/** The proposals' columns that hold the client's data, for the privacy register's export and search. */
export const proposalsTable = ownTable('proposals', [
  'id',
  'created_at',
  'status',
  'client_name',
  'client_email',
  'client_locale',
  'event_date',
  'event_location',
  'items',
  'total',
  'sent_at',
  'signed_at',
])

/** The signatures' columns: the typed name, the drawn image and the evidence. */
export const signaturesTable = ownTable('proposal_signatures', [
  'id',
  'created_at',
  'proposal_id',
  'typed_name',
  'signature',
  'language',
  'contract_sha256',
  'ip',
  'user_agent',
])

/** The frozen contract of one language, as sent: what the client reads and signs. */
export interface FrozenContract {
  title: string
  blocks: unknown[]
  sha256: string
}

export interface ProposalRow {
  id: number
  status: ProposalStatus
  client: { name: string; email: string; locale: Locale }
  event: { date: string; location: string }
  items: ProposalItem[]
  contractTemplate: number | null
  schedule: ScheduleRule[]
  autopay: boolean
  expiresAt: Date
  taxed: boolean
  totals: Totals
  inquiry: number | null
  consultation: number | null
  contract: Record<Locale, FrozenContract> | null
  studioLegalName: string | null
  /** Which link is the current one (a resend makes the next). */
  linkGeneration: number
  /** The client's Customer at Stripe (one per proposal) and the card saved to it, once known. */
  stripeCustomer: string | null
  savedCard: string | null
  sentAt: Date | null
  viewedAt: Date | null
  signedAt: Date | null
  withdrawnAt: Date | null
  createdAt: Date
  installments: InstallmentRow[]
}

export interface InstallmentRow extends Installment {
  /** The day it falls due (`YYYY-MM-DD`), or null for one due at signing. */
  dueDate: string | null
  status: 'due' | 'paid'
  paidAt: Date | null
  paymentId: number | null
}

export interface SignatureRow {
  typedName: string
  signaturePng: Buffer
  language: Locale
  contractSha256: string
  autopay: boolean
  ip: string
  userAgent: string
  signedAt: Date
}

export interface AuditRow {
  event: ProposalEvent
  at: Date
  details: string | null
}

const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string))

function installmentOf(row: Row): InstallmentRow {
  const kind = String(row.due_kind)
  const due: Due =
    kind === 'signing'
      ? { kind: 'signing' }
      : kind === 'date'
        ? { kind: 'date', date: String(row.due_day) }
        : { kind: 'before-event', days: Number(row.days_before) }
  return {
    position: Number(row.position),
    due,
    amount: Number(row.amount),
    subtotal: Number(row.subtotal),
    gst: Number(row.gst),
    qst: Number(row.qst),
    dueDate: row.resolved_day === null ? null : String(row.resolved_day),
    status: row.status === 'paid' ? 'paid' : 'due',
    paidAt: date(row.paid_at),
    paymentId: row.payment_id === null ? null : Number(row.payment_id),
  }
}

function proposalOf(row: Row, installments: InstallmentRow[]): ProposalRow {
  return {
    id: Number(row.id),
    status: row.status as ProposalStatus,
    client: { name: String(row.client_name), email: String(row.client_email), locale: row.client_locale as Locale },
    event: { date: String(row.event_day), location: String(row.event_location) },
    items: row.items as ProposalItem[],
    contractTemplate: row.contract_template_id === null ? null : Number(row.contract_template_id),
    schedule: row.schedule as ScheduleRule[],
    autopay: Boolean(row.autopay),
    expiresAt: new Date(row.expires_at as string),
    taxed: Boolean(row.taxed),
    totals: { subtotal: Number(row.subtotal), gst: Number(row.gst), qst: Number(row.qst), total: Number(row.total) },
    inquiry: row.inquiry_id === null ? null : Number(row.inquiry_id),
    consultation: row.consultation_id === null ? null : Number(row.consultation_id),
    contract: (row.contract as ProposalRow['contract']) ?? null,
    studioLegalName: (row.studio_legal_name as string | null) ?? null,
    linkGeneration: Number(row.link_generation),
    stripeCustomer: (row.stripe_customer as string | null) ?? null,
    savedCard: (row.saved_card as string | null) ?? null,
    sentAt: date(row.sent_at),
    viewedAt: date(row.viewed_at),
    signedAt: date(row.signed_at),
    withdrawnAt: date(row.withdrawn_at),
    createdAt: new Date(row.created_at as string),
    installments,
  }
}

const PROPOSAL_COLUMNS = sql`p.*, to_char(p.event_date, 'YYYY-MM-DD') AS event_day`

async function installmentsOf(from: From, ids: number[]): Promise<Map<number, InstallmentRow[]>> {
  const map = new Map<number, InstallmentRow[]>()
  if (ids.length === 0) return map
  const rows = await execute(
    from,
    sql`SELECT i.*, to_char(i.due_date, 'YYYY-MM-DD') AS due_day,
               to_char(CASE i.due_kind WHEN 'date' THEN i.due_date
                                       WHEN 'before-event' THEN p.event_date - i.days_before END,
                       'YYYY-MM-DD') AS resolved_day
          FROM proposal_installments i JOIN proposals p ON p.id = i.proposal_id
         WHERE i.proposal_id = ANY(${`{${ids.join(',')}}`}::int[])
         ORDER BY i.proposal_id, i.position`,
  )
  for (const row of rows) {
    const id = Number(row.proposal_id)
    map.set(id, [...(map.get(id) ?? []), installmentOf(row)])
  }
  return map
}

export interface NewProposal {
  status: ProposalStatus
  client: { name: string; email: string; locale: Locale }
  event: { date: string; location: string }
  items: ProposalItem[]
  contractTemplate: number
  schedule: ScheduleRule[]
  autopay: boolean
  expiresAt: Date
  taxed: boolean
  totals: Totals
  inquiry?: number
  consultation?: number
  installments: Installment[]
}

/** Stores a new draft, its installments and its `created` event in one statement; its id. */
export async function insertProposal(from: From, p: NewProposal, details?: string): Promise<number> {
  const installments = JSON.stringify(
    p.installments.map((i) => ({
      position: i.position,
      due_kind: i.due.kind,
      due_date: i.due.kind === 'date' ? i.due.date : null,
      days_before: i.due.kind === 'before-event' ? i.due.days : null,
      amount: i.amount,
      subtotal: i.subtotal,
      gst: i.gst,
      qst: i.qst,
    })),
  )
  const [row] = await execute(
    from,
    sql`WITH proposal AS (
          INSERT INTO proposals (status, client_name, client_email, client_locale, event_date, event_location, items,
                                 contract_template_id, schedule, autopay, expires_at, taxed, subtotal, gst, qst, total,
                                 inquiry_id, consultation_id)
          VALUES (${p.status}, ${p.client.name}, ${p.client.email}, ${p.client.locale}, ${p.event.date}::date,
                  ${p.event.location}, ${JSON.stringify(p.items)}::jsonb, ${p.contractTemplate},
                  ${JSON.stringify(p.schedule)}::jsonb, ${p.autopay}, ${p.expiresAt.toISOString()}::timestamptz,
                  ${p.taxed}, ${p.totals.subtotal}, ${p.totals.gst}, ${p.totals.qst}, ${p.totals.total},
                  ${p.inquiry ?? null}, ${p.consultation ?? null})
          RETURNING id
        ), installments AS (
          INSERT INTO proposal_installments (proposal_id, position, due_kind, due_date, days_before, amount, subtotal, gst, qst)
          SELECT proposal.id, i.position, i.due_kind, i.due_date, i.days_before, i.amount, i.subtotal, i.gst, i.qst
            FROM proposal, jsonb_to_recordset(${installments}::jsonb)
                 AS i(position smallint, due_kind text, due_date date, days_before int, amount int, subtotal int, gst int, qst int)
        ), event AS (
          INSERT INTO proposal_events (proposal_id, event, details) SELECT id, 'created', ${details ?? null} FROM proposal
        )
        SELECT id FROM proposal`,
  )
  return Number(row!.id)
}

/** One proposal with its installments, optionally under its row lock (`lock`: inside a transaction). */
export async function readProposal(from: From, id: number, lock = false): Promise<ProposalRow | undefined> {
  const [row] = await execute(
    from,
    sql`SELECT ${PROPOSAL_COLUMNS} FROM proposals p WHERE p.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  )
  if (!row) return undefined
  return proposalOf(row, (await installmentsOf(from, [id])).get(id) ?? [])
}

/** The proposal whose link hashes to `hash`, if any. */
export async function proposalIdByTokenHash(
  from: From,
  hash: Buffer,
): Promise<{ id: number; hash: Buffer } | undefined> {
  const [row] = await execute(
    from,
    sql`SELECT id, token_hash FROM proposals WHERE token_hash = ${`\\x${hash.toString('hex')}`}::bytea`,
  )
  return row ? { id: Number(row.id), hash: row.token_hash as Buffer } : undefined
}

export interface ProposalSummaryRow {
  id: number
  status: ProposalStatus
  client: { name: string; email: string }
  eventDate: string
  total: number
  paid: number
  nextDue: { date: string | null; amount: number; position: number } | null
  /** The saved card's last charge failed and nothing happened since. */
  chargeFailed: boolean
  createdAt: Date
}

/** Every proposal, newest first, with what was paid and its next unpaid installment. */
export async function listProposalRows(from: From): Promise<ProposalSummaryRow[]> {
  const rows = await execute(
    from,
    sql`SELECT p.id, p.status, p.client_name, p.client_email, to_char(p.event_date, 'YYYY-MM-DD') AS event_day, p.total,
               p.created_at,
               (SELECT e.event FROM proposal_events e WHERE e.proposal_id = p.id ORDER BY e.id DESC LIMIT 1) AS last_event,
               coalesce((SELECT sum(i.amount) FROM proposal_installments i
                          WHERE i.proposal_id = p.id AND i.status = 'paid'), 0) AS paid,
               n.position AS next_position, n.amount AS next_amount, n.due_kind AS next_kind,
               to_char(CASE n.due_kind WHEN 'date' THEN n.due_date
                                       WHEN 'before-event' THEN p.event_date - n.days_before END, 'YYYY-MM-DD') AS next_day
          FROM proposals p
          LEFT JOIN LATERAL (SELECT * FROM proposal_installments i WHERE i.proposal_id = p.id AND i.status = 'due'
                              ORDER BY i.position LIMIT 1) n ON true
         ORDER BY p.id DESC`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    status: row.status as ProposalStatus,
    client: { name: String(row.client_name), email: String(row.client_email) },
    eventDate: String(row.event_day),
    total: Number(row.total),
    paid: Number(row.paid),
    nextDue:
      row.next_position === null
        ? null
        : {
            date: row.next_day === null ? null : String(row.next_day),
            amount: Number(row.next_amount),
            position: Number(row.next_position),
          },
    chargeFailed: row.last_event === 'charge-failed',
    createdAt: new Date(row.created_at as string),
  }))
}

/**
 * Signed proposals whose saved card's last charge failed (declined, or its holder had to confirm)
 * and that nothing was paid on since: the client was e-mailed a pay link, and the studio should
 * know while it waits (the monitoring's `card_charge_failed` alert, the Proposals tab's flag).
 */
export async function countChargeFailures(from: From): Promise<number> {
  const [row] = await execute(
    from,
    sql`SELECT count(*)::int AS n FROM proposals p
         WHERE p.status IN ('signed', 'booked')
           AND EXISTS (SELECT 1 FROM proposal_events f WHERE f.proposal_id = p.id AND f.event = 'charge-failed'
                         AND NOT EXISTS (SELECT 1 FROM proposal_events e
                                          WHERE e.proposal_id = p.id AND e.event = 'paid' AND e.id > f.id))`,
  )
  return Number(row?.n ?? 0)
}

/** Adds an event to a proposal's audit trail. */
export async function recordEvent(from: From, id: number, event: ProposalEvent, details?: string): Promise<void> {
  await execute(
    from,
    sql`INSERT INTO proposal_events (proposal_id, event, details) VALUES (${id}, ${event}, ${details ?? null})`,
  )
}

export async function auditTrail(from: From, id: number): Promise<AuditRow[]> {
  const rows = await execute(
    from,
    sql`SELECT event, at, details FROM proposal_events WHERE proposal_id = ${id} ORDER BY at, id`,
  )
  return rows.map((r) => ({
    event: r.event as ProposalEvent,
    at: new Date(r.at as string),
    details: (r.details as string) ?? null,
  }))
}

/**
 * Marks a draft sent, or gives a sent or viewed one a new link (resend): the new link's hash, the
 * frozen contract (kept from the first send), the studio's legal name and the time it signed by
 * sending. Undefined when the proposal is in no state to be sent.
 */
export async function markSent(
  from: From,
  id: number,
  values: {
    tokenHash: Buffer
    linkGeneration: number
    contract: Record<Locale, FrozenContract>
    studioLegalName: string
    expiresAt?: Date
  },
): Promise<{ status: ProposalStatus; first: boolean } | undefined> {
  const [row] = await execute(
    from,
    sql`UPDATE proposals p
           SET token_hash = ${`\\x${values.tokenHash.toString('hex')}`}::bytea,
               link_generation = ${values.linkGeneration},
               status = CASE WHEN p.status = 'draft' THEN 'sent' ELSE p.status END,
               contract = coalesce(p.contract, ${JSON.stringify(values.contract)}::jsonb),
               studio_legal_name = coalesce(p.studio_legal_name, ${values.studioLegalName}),
               sent_at = coalesce(p.sent_at, now()),
               expires_at = coalesce(${values.expiresAt?.toISOString() ?? null}::timestamptz, p.expires_at),
               updated_at = now()
         WHERE p.id = ${id} AND p.status IN ('draft', 'sent', 'viewed')
     RETURNING p.status, (SELECT status FROM proposals WHERE id = ${id}) = 'draft' AS first`,
  )
  return row ? { status: row.status as ProposalStatus, first: Boolean(row.first) } : undefined
}

/** The first read by the client: sent → viewed. True when this read was the first. */
export async function markViewed(from: From, id: number): Promise<boolean> {
  const rows = await execute(
    from,
    sql`WITH viewed AS (
          UPDATE proposals SET status = 'viewed', viewed_at = now(), updated_at = now()
           WHERE id = ${id} AND status = 'sent' AND expires_at > now() RETURNING id
        )
        INSERT INTO proposal_events (proposal_id, event) SELECT id, 'viewed' FROM viewed RETURNING proposal_id`,
  )
  return rows.length > 0
}

/** The studio withdraws a proposal not yet signed; its status after, or undefined when it cannot. */
export async function markWithdrawn(from: From, id: number): Promise<boolean> {
  const rows = await execute(
    from,
    sql`WITH withdrawn AS (
          UPDATE proposals SET status = 'withdrawn', withdrawn_at = now(), updated_at = now()
           WHERE id = ${id} AND status IN ('draft', 'sent', 'viewed') RETURNING id
        )
        INSERT INTO proposal_events (proposal_id, event) SELECT id, 'withdrawn' FROM withdrawn RETURNING proposal_id`,
  )
  return rows.length > 0
}

/** Expires every sent or viewed proposal past its expiry; their ids. */
export async function expireDue(from: From, now = new Date()): Promise<number[]> {
  const rows = await execute(
    from,
    sql`WITH expired AS (
          UPDATE proposals SET status = 'expired', updated_at = now()
           WHERE status IN ('sent', 'viewed') AND expires_at <= ${now.toISOString()}::timestamptz RETURNING id
        )
        INSERT INTO proposal_events (proposal_id, event) SELECT id, 'expired' FROM expired RETURNING proposal_id`,
  )
  return rows.map((r) => Number(r.proposal_id))
}

export interface NewSignature {
  typedName: string
  signaturePng: Buffer
  language: Locale
  contractSha256: string
  autopay: boolean
  ip: string
  userAgent: string
}

/**
 * Records the client's signature and moves the proposal to `signed`, in one statement: only a
 * proposal still open and unexpired is signed, and the signatures' UNIQUE proposal_id lets one insert
 * through however many arrive together. True for the one request that signed.
 */
export async function insertSignature(from: From, id: number, s: NewSignature): Promise<boolean> {
  const rows = await execute(
    from,
    sql`WITH signed AS (
          UPDATE proposals SET status = 'signed', signed_at = now(), updated_at = now()
           WHERE id = ${id} AND status IN ('sent', 'viewed') AND expires_at > now()
             AND NOT EXISTS (SELECT 1 FROM proposal_signatures WHERE proposal_id = ${id})
          RETURNING id
        ), signature AS (
          INSERT INTO proposal_signatures (proposal_id, typed_name, signature, language, contract_sha256, consent,
                                           autopay, ip, user_agent)
          SELECT id, ${s.typedName}, ${`data:image/png;base64,${s.signaturePng.toString('base64')}`}, ${s.language},
                 ${s.contractSha256}, true, ${s.autopay}, ${s.ip}, ${s.userAgent} FROM signed
          RETURNING proposal_id
        ), events AS (
          INSERT INTO proposal_events (proposal_id, event, details)
          SELECT proposal_id, e.event, e.details FROM signature,
                 (VALUES ('language-chosen', ${s.language === 'en' ? 'en' : null}), ('signed', ${s.language}))
                 AS e(event, details)
           WHERE e.event = 'signed' OR e.details IS NOT NULL
        )
        SELECT proposal_id FROM signature`,
  )
  return rows.length > 0
}

export async function readSignature(from: From, id: number): Promise<SignatureRow | undefined> {
  const [row] = await execute(from, sql`SELECT * FROM proposal_signatures WHERE proposal_id = ${id}`)
  if (!row) return undefined
  return {
    typedName: String(row.typed_name),
    signaturePng: Buffer.from(String(row.signature).slice('data:image/png;base64,'.length), 'base64'),
    language: row.language as Locale,
    contractSha256: String(row.contract_sha256),
    autopay: Boolean(row.autopay),
    ip: String(row.ip),
    userAgent: String(row.user_agent),
    signedAt: new Date(row.created_at as string),
  }
}

/**
 * Ties an installment to a payment that collects it: the latest is the installment's own, and every
 * one stays listed, so a payment made through an older Checkout is still known as this installment's.
 */
export async function attachPayment(from: From, id: number, position: number, paymentId: number): Promise<void> {
  await execute(
    from,
    sql`WITH attached AS (
          UPDATE proposal_installments SET payment_id = ${paymentId}
           WHERE proposal_id = ${id} AND position = ${position} AND status = 'due'
          RETURNING proposal_id
        )
        INSERT INTO proposal_payments (payment_id, proposal_id, position)
        VALUES (${paymentId}, ${id}, ${position}) ON CONFLICT (payment_id) DO NOTHING`,
  )
}

/** The installment a payment was made for, if any, and what it holds now. */
export async function installmentOfPayment(
  from: From,
  paymentId: number,
): Promise<{ proposalId: number; position: number; status: 'due' | 'paid'; paymentId: number | null } | undefined> {
  const [row] = await execute(
    from,
    sql`SELECT i.proposal_id, i.position, i.status, i.payment_id
          FROM proposal_payments pp
          JOIN proposal_installments i ON i.proposal_id = pp.proposal_id AND i.position = pp.position
         WHERE pp.payment_id = ${paymentId}`,
  )
  if (!row) return undefined
  return {
    proposalId: Number(row.proposal_id),
    position: Number(row.position),
    status: row.status === 'paid' ? 'paid' : 'due',
    paymentId: row.payment_id === null ? null : Number(row.payment_id),
  }
}

/**
 * Marks an installment paid by `paymentId` and moves the proposal on (signed → booked on its first
 * payment; paid once every installment is), with its `paid` event, in one statement. False when
 * the installment was already paid (by another payment: the caller refunds this one).
 */
export async function markInstallmentPaid(
  from: From,
  id: number,
  position: number,
  paymentId: number,
): Promise<boolean> {
  const rows = await execute(
    from,
    sql`WITH paid AS (
          UPDATE proposal_installments SET status = 'paid', paid_at = now(), payment_id = ${paymentId}
           WHERE proposal_id = ${id} AND position = ${position} AND status = 'due'
          RETURNING proposal_id, position, amount
        ), moved AS (
          UPDATE proposals p
             SET status = CASE WHEN NOT EXISTS (SELECT 1 FROM proposal_installments i
                                                 WHERE i.proposal_id = p.id AND i.status = 'due'
                                                   AND i.position <> ${position})
                               THEN 'paid' ELSE 'booked' END,
                 updated_at = now()
            FROM paid WHERE p.id = paid.proposal_id AND p.status IN ('signed', 'booked')
          RETURNING p.id
        )
        INSERT INTO proposal_events (proposal_id, event, details)
        SELECT proposal_id, 'paid', 'installment ' || (position + 1) || ': ' || amount || ' cents' FROM paid
        RETURNING proposal_id`,
  )
  return rows.length > 0
}

/** Keeps the proposal's Customer (the first one stored wins); the one kept. */
export async function keepStripeCustomer(from: From, id: number, customer: string): Promise<string> {
  const [row] = await execute(
    from,
    sql`UPDATE proposals SET stripe_customer = coalesce(stripe_customer, ${customer}), updated_at = now()
         WHERE id = ${id} RETURNING stripe_customer`,
  )
  return String(row!.stripe_customer)
}

/** Keeps the card saved to the proposal's Customer, for its later installments. */
export async function keepSavedCard(from: From, id: number, paymentMethod: string): Promise<void> {
  await execute(from, sql`UPDATE proposals SET saved_card = ${paymentMethod}, updated_at = now() WHERE id = ${id}`)
}

/** The payments that paid the proposal's installments, newest first. */
export async function paidInstallmentPayments(from: From, id: number): Promise<number[]> {
  const rows = await execute(
    from,
    sql`SELECT payment_id FROM proposal_installments
         WHERE proposal_id = ${id} AND status = 'paid' AND payment_id IS NOT NULL ORDER BY position DESC`,
  )
  return rows.map((r) => Number(r.payment_id))
}

/** An installment's day: its date, N days before the event, or (at signing) the day it was signed, in Montréal. */
const RESOLVED_DUE = sql`(CASE i.due_kind WHEN 'date' THEN i.due_date
                                          WHEN 'before-event' THEN p.event_date - i.days_before
                                          ELSE (p.signed_at AT TIME ZONE 'America/Toronto')::date END)`

export interface DueRow {
  proposalId: number
  status: ProposalStatus
  clientName: string
  clientEmail: string
  eventDate: string
  position: number
  count: number
  dueDate: string
  amount: number
  subtotal: number
  gst: number
  qst: number
}

/**
 * The unpaid installments of signed proposals that fall due on or before `until` (`YYYY-MM-DD`),
 * overdue ones included, soonest first.
 */
export async function dueUntil(from: From, until: string): Promise<DueRow[]> {
  const rows = await execute(
    from,
    sql`SELECT * FROM (
          SELECT p.id, p.status, p.client_name, p.client_email, to_char(p.event_date, 'YYYY-MM-DD') AS event_day,
                 i.position, (SELECT count(*) FROM proposal_installments c WHERE c.proposal_id = p.id) AS count,
                 to_char(${RESOLVED_DUE}, 'YYYY-MM-DD') AS due_day,
                 i.amount, i.subtotal, i.gst, i.qst
            FROM proposal_installments i JOIN proposals p ON p.id = i.proposal_id
           WHERE i.status = 'due' AND p.status IN ('signed', 'booked')
        ) due WHERE due_day <= ${until} ORDER BY due_day, id, position`,
  )
  return rows.map((r) => ({
    proposalId: Number(r.id),
    status: r.status as ProposalStatus,
    clientName: String(r.client_name),
    clientEmail: String(r.client_email),
    eventDate: String(r.event_day),
    position: Number(r.position),
    count: Number(r.count),
    dueDate: String(r.due_day),
    amount: Number(r.amount),
    subtotal: Number(r.subtotal),
    gst: Number(r.gst),
    qst: Number(r.qst),
  }))
}

/** The client chose automatic payment and a Customer holds their card. */
const AUTOPAY = sql`(p.autopay AND p.stripe_customer IS NOT NULL
                     AND EXISTS (SELECT 1 FROM proposal_signatures s WHERE s.proposal_id = p.id AND s.autopay))`

export type ReminderKind = 'week' | 'day' | 'late'

/**
 * Claims the reminders due on Montréal's day `today` (`YYYY-MM-DD`) and returns them: 7 days and
 * 1 day before an unpaid installment's day (not for one the saved card will pay), and 3 days after
 * it (then flagged overdue). Each is claimed by the UPDATE that stamps it, so two instances never
 * send one twice; the caller sends them in the same transaction.
 */
export async function claimReminders(
  from: From,
  today: string,
): Promise<{ proposalId: number; position: number; kind: ReminderKind }[]> {
  const open = sql`i.status = 'due' AND p.id = i.proposal_id AND p.status IN ('signed', 'booked')`
  const claim = async (kind: ReminderKind, column: ReturnType<typeof sql.identifier>, when: SQL) =>
    (
      await execute(
        from,
        sql`UPDATE proposal_installments i SET ${column} = now() FROM proposals p
             WHERE ${open} AND i.${column} IS NULL AND ${when}
         RETURNING i.proposal_id, i.position`,
      )
    ).map((r) => ({ proposalId: Number(r.proposal_id), position: Number(r.position), kind }))
  const late = await claim('late', sql.identifier('overdue_at'), sql`${RESOLVED_DUE} + 3 <= ${today}::date`)
  const day = await claim(
    'day',
    sql.identifier('reminded_day_at'),
    sql`NOT ${AUTOPAY} AND ${RESOLVED_DUE} - 1 <= ${today}::date AND ${RESOLVED_DUE} > ${today}::date`,
  )
  const week = await claim(
    'week',
    sql.identifier('reminded_week_at'),
    sql`NOT ${AUTOPAY} AND ${RESOLVED_DUE} - 7 <= ${today}::date AND ${RESOLVED_DUE} - 1 > ${today}::date`,
  )
  return [...late, ...day, ...week]
}

/** Claims the installments the saved card pays today (their day come, automatic payment chosen): once each. */
export async function claimAutopay(from: From, today: string): Promise<{ proposalId: number; position: number }[]> {
  const rows = await execute(
    from,
    sql`UPDATE proposal_installments i SET autopay_at = now() FROM proposals p
         WHERE i.status = 'due' AND p.id = i.proposal_id AND p.status IN ('signed', 'booked') AND i.autopay_at IS NULL
           AND ${AUTOPAY} AND ${RESOLVED_DUE} <= ${today}::date
     RETURNING i.proposal_id, i.position`,
  )
  return rows.map((r) => ({ proposalId: Number(r.proposal_id), position: Number(r.position) }))
}

/**
 * Claims one proposal whose signed PDF is to be made: signed without one, or booked (or paid) with
 * only the signature's. A claim lasts ten minutes, so a pass that died is taken again.
 */
export async function claimContractPdf(from: From): Promise<{ id: number; stage: 'signed' | 'booked' } | undefined> {
  const [row] = await execute(
    from,
    sql`UPDATE proposals SET contract_pdf_claimed_at = now()
         WHERE id = (SELECT id FROM proposals
                      WHERE ((status = 'signed' AND contract_pdf_stage IS NULL)
                          OR (status IN ('booked', 'paid') AND contract_pdf_stage IS DISTINCT FROM 'booked'))
                        AND (contract_pdf_claimed_at IS NULL OR contract_pdf_claimed_at < now() - interval '10 minutes')
                      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, CASE WHEN status = 'signed' THEN 'signed' ELSE 'booked' END AS stage`,
  )
  return row ? { id: Number(row.id), stage: row.stage as 'signed' | 'booked' } : undefined
}

/** Stores the PDF made for `stage`; true the first time a booked one is stored (the copies then go out). */
export async function storeContractPdf(
  from: From,
  id: number,
  stage: 'signed' | 'booked',
  pdf: Buffer,
): Promise<boolean> {
  const rows = await execute(
    from,
    sql`UPDATE proposals SET contract_pdf = ${`\\x${pdf.toString('hex')}`}::bytea, contract_pdf_stage = ${stage},
               contract_pdf_claimed_at = NULL, updated_at = now()
         WHERE id = ${id} AND contract_pdf_stage IS DISTINCT FROM ${stage} RETURNING id`,
  )
  return rows.length > 0
}

/** The stored signed PDF, if made. */
export async function contractPdfOf(from: From, id: number): Promise<Buffer | undefined> {
  const [row] = await execute(from, sql`SELECT contract_pdf FROM proposals WHERE id = ${id}`)
  return (row?.contract_pdf as Buffer | null) ?? undefined
}
