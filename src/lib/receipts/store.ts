import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'

import { execute } from '@/lib/db/statements'
import { receipts as RC } from '@/platform/payload-tables'
import { inTransaction } from '@/lib/db/transaction'
import { enqueueEmails } from '@/lib/email/outbox'

import { receiptNumber, receiptYear, type ReceiptDocument } from './document'
import { receiptEmail } from './email'
import { renderReceiptPdf } from './pdf'

/** A table of our own migration (not a Payload collection): the last rank given per series and year. */
const COUNTERS = 'receipt_counters'

/**
 * The next rank of a series in a year. The row's lock is held until the issuing transaction ends,
 * so two payments confirmed at once on two instances queue here; a transaction that rolls back
 * takes its rank back with it. That is what keeps the numbers without gaps, which a sequence
 * (never rolled back) or max()+1 (two readers, one number) would not.
 */
async function nextRank(req: PayloadRequest, kind: ReceiptDocument['kind'], year: number): Promise<number> {
  const [row] = await execute(
    req,
    sql`INSERT INTO ${sql.identifier(COUNTERS)} ("kind", "year", "last") VALUES (${kind}, ${year}, 1)
        ON CONFLICT ("kind", "year") DO UPDATE SET "last" = ${sql.identifier(COUNTERS)}."last" + 1
        RETURNING "last"`,
  )
  return Number(row!.last)
}

export type ReceiptDraft = Omit<ReceiptDocument, 'number' | 'issuedAt'>

export interface IssuedReceipt {
  id: number
  document: ReceiptDocument
}

/**
 * Issues a receipt or credit note once per `source` (the payment or refund it is for, e.g.
 * `payment:12`), numbers it, and queues its e-mail with the PDF, all in the caller's transaction:
 * the document, its number and its e-mail exist together or not at all. Issuing the same source
 * again returns the first document (a redelivered webhook), and the unique `source` column turns a
 * race between two instances into one document and one rolled-back attempt.
 */
export async function issueReceipt(
  req: PayloadRequest,
  draft: ReceiptDraft,
  { source, locale, studio, now = new Date() }: { source: string; locale: Locale; studio: string; now?: Date },
): Promise<IssuedReceipt> {
  return inTransaction(req, async () => {
    const existing = await req.payload.find({
      collection: 'receipts',
      where: { source: { equals: source } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const found = existing.docs[0]
    if (found) return { id: found.id, document: found.document as unknown as ReceiptDocument }

    const year = receiptYear(now)
    const sequence = await nextRank(req, draft.kind, year)
    const document: ReceiptDocument = {
      ...draft,
      number: receiptNumber(draft.kind, year, sequence),
      issuedAt: now.toISOString(),
    }
    const created = await req.payload.create({
      collection: 'receipts',
      data: {
        number: document.number,
        kind: document.kind,
        year,
        sequence,
        issuedAt: document.issuedAt,
        email: document.buyer.email,
        locale,
        totalCents: document.totalCents,
        refersTo: document.refersTo,
        source,
        document: document as unknown as Record<string, unknown>,
      },
      req,
      overrideAccess: true,
    })
    await enqueueEmails(req, [await receiptEmail(document, await renderReceiptPdf(document), { studio, locale })])
    return { id: created.id, document }
  })
}

/** A receipt counter: the last rank given in a series and year. */
export interface ReceiptCounter {
  kind: ReceiptDocument['kind']
  year: number
  last: number
}

interface Queryable {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * The counters of a database, on a connection of its own (a restore reads the database it replaces
 * before replacing it); none when it has no such table (empty, or of a release before receipts).
 */
export async function readReceiptCounters(db: Queryable): Promise<ReceiptCounter[]> {
  try {
    const { rows } = await db.query(`SELECT "kind", "year", "last" FROM ${COUNTERS} ORDER BY "kind", "year"`)
    return rows.map((r) => ({ kind: r.kind as ReceiptCounter['kind'], year: Number(r.year), last: Number(r.last) }))
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return []
    throw error
  }
}

/**
 * Raises each counter to at least `floors` (never lowers one): after a restore, the next number of a
 * series is above every number the site had already sent, so none is given twice.
 */
export async function raiseReceiptCounters(db: Queryable, floors: ReceiptCounter[]): Promise<void> {
  for (const { kind, year, last } of floors) {
    if (last < 1) continue
    await db.query(
      `INSERT INTO ${COUNTERS} ("kind", "year", "last") VALUES ($1, $2, $3)
       ON CONFLICT ("kind", "year") DO UPDATE SET "last" = GREATEST(${COUNTERS}."last", EXCLUDED."last")`,
      [kind, year, last],
    )
  }
}

/** A receipt by its number, for its download link. */
export async function findReceipt(payload: Payload, number: string): Promise<ReceiptDocument | undefined> {
  const { docs } = await payload.find({
    collection: 'receipts',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.document as unknown as ReceiptDocument | undefined
}

export interface DocumentSums {
  period: string
  kind: ReceiptDocument['kind']
  count: number
  subtotal: number
  gst: number
  qst: number
  total: number
}

/**
 * The receipts and credit notes issued, summed by kind and by period of the day each was issued in
 * `timeZone` (`format`, to_char's: `YYYY-MM`, `YYYY-"Q"Q`), from what each document says (its
 * frozen amounts): the figures the studio files are then, by construction, its documents'.
 */
export async function documentSumsByPeriod(
  from: Payload | PayloadRequest,
  timeZone: string,
  format: string,
): Promise<DocumentSums[]> {
  const amount = (key: string) => sql`coalesce(sum((${RC.document} ->> ${key})::bigint), 0)`
  const rows = await execute(
    from,
    sql`SELECT to_char(${RC.issued_at} AT TIME ZONE ${timeZone}, ${format}) AS period, ${RC.kind} AS kind, count(*) AS n,
          ${amount('subtotalCents')} AS subtotal, ${amount('gstCents')} AS gst, ${amount('qstCents')} AS qst,
          coalesce(sum(${RC.total_cents}), 0) AS total
        FROM ${RC.table} GROUP BY 1, 2`,
  )
  return rows.map((r) => ({
    period: String(r.period),
    kind: r.kind as ReceiptDocument['kind'],
    count: Number(r.n),
    subtotal: Number(r.subtotal),
    gst: Number(r.gst),
    qst: Number(r.qst),
    total: Number(r.total),
  }))
}
