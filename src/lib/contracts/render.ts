import { fill } from '@/i18n/fill'
import { languageTag, perLanguage } from '@/i18n/language-tag'
import enContracts from '@/i18n/messages/en/contracts.json'
import frContracts from '@/i18n/messages/fr/contracts.json'
import { formatCents } from '@/i18n/money'
import type { Locale } from '@/i18n/routing'

import { STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'
import { chargesTaxes, receiptTexts } from '@/lib/receipts/document'

import {
  cleanText,
  contractHtml,
  contractText,
  textSha256,
  canonicalText,
  type ContractBlock,
  type ListBlock,
  type Run,
} from './document'
import {
  type BlockField,
  type InlineField,
  isBlockField,
  isMergeField,
  lineProblems,
  type MergeFieldProblem,
  tokensIn,
  uniqueProblems,
  unknownFieldsOf,
} from './merge-fields'

export type Bilingual = Record<Locale, string>

/** When an installment falls due: at signing, on a day, or a number of days before the event. */
export type InstallmentDue =
  { kind: 'signing' } | { kind: 'date'; date: string } | { kind: 'before-event'; days: number }

/**
 * What a proposal gives its contract. Amounts are integer cents, computed by the proposal (the
 * renderer formats them, it adds nothing up); days are `YYYY-MM-DD` in Montréal.
 */
export interface ContractData {
  client: { name: string; email: string }
  event: { date: string; place: string }
  items: { label: Bilingual; quantity: number; unitAmount: number; amount: number }[]
  totals: { subtotal: number; gst: number; qst: number; total: number }
  schedule: { due: InstallmentDue; amount: number }[]
  /** The studio as the site settings name it when the proposal is sent. */
  studio: { legalName: string; address: string; email?: string; phone?: string; gstNumber?: string; qstNumber?: string }
}

/** One language of a template, as the CMS keeps it. */
export interface ContractTemplateText {
  title: string
  /** Lexical's editor state (the CMS's rich text). */
  body: unknown
  /** Plain text, paragraphs separated by a blank line; inline merge fields only. */
  cancellationTerms: string
}

export interface RenderedContract {
  locale: Locale
  title: string
  /** What the PDF lays out, and what a proposal freezes. */
  blocks: ContractBlock[]
  html: string
  text: string
  /** See `canonicalText` in ./document. */
  canonicalText: string
  sha256: string
  /** Merge fields the renderer does not know, as written: shown in the preview, and the proposal is not sent. */
  unknownFields: string[]
  problems: MergeFieldProblem[]
}

const catalogues = { en: enContracts.contracts, fr: frContracts.contracts }

const longDay = perLanguage((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }))
const montrealDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const quantities = perLanguage((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }))

const CIVIL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A day `YYYY-MM-DD` (or the Montréal day of an instant) as UTC midnight, for arithmetic on days. */
function civilDay(value: string): Date {
  const day = CIVIL_DAY.exec(value) ? value : montrealDay.format(new Date(value))
  const [, y, m, d] = CIVIL_DAY.exec(day) ?? []
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  if (!y || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}`)
    throw new RangeError(`Not a day: ${JSON.stringify(value)}`)
  return date
}

/** "June 12, 2027" / « 12 juin 2027 »: a day in Montréal, in `locale`. */
export function formatDay(value: string, locale: Locale): string {
  return longDay[locale].format(civilDay(value))
}

/** The day `days` before `value`, as `YYYY-MM-DD`. */
export function daysBefore(value: string, days: number): string {
  const date = civilDay(value)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** An installment's due date as the schedule writes it. */
export function formatDue(due: InstallmentDue, eventDate: string, locale: Locale): string {
  const t = catalogues[locale].due
  if (due.kind === 'signing') return t.signing
  if (due.kind === 'date') return formatDay(due.date, locale)
  const date = formatDay(daysBefore(eventDate, due.days), locale)
  return due.days === 1 ? fill(t.beforeEventOne, { date }) : fill(t.beforeEventMany, { days: due.days, date })
}

const money = (cents: number, locale: Locale) => formatCents(cents, locale)

/** The studio's tax numbers as one sentence, or the small supplier's. */
function taxNumbers(studio: ContractData['studio'], locale: Locale): string {
  if (!chargesTaxes(studio)) return receiptTexts(locale).smallSupplier
  return fill(catalogues[locale].taxNumbers, { gst: studio.gstNumber!.trim(), qst: studio.qstNumber!.trim() })
}

function inlineValues(data: ContractData, locale: Locale): Record<InlineField, string> {
  const { studio } = data
  return {
    'client.name': data.client.name,
    'client.email': data.client.email,
    'event.date': formatDay(data.event.date, locale),
    'event.place': data.event.place,
    'totals.subtotal': money(data.totals.subtotal, locale),
    'totals.gst': money(data.totals.gst, locale),
    'totals.qst': money(data.totals.qst, locale),
    'totals.total': money(data.totals.total, locale),
    'schedule.deposit': money(data.schedule[0]?.amount ?? 0, locale),
    'studio.legalName': studio.legalName,
    'studio.address': studio.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join(', '),
    'studio.email': studio.email ?? '',
    'studio.phone': studio.phone ?? '',
    'studio.taxNumbers': taxNumbers(studio, locale),
  }
}

/** The tables and paragraphs a block field stands for. */
function blockValue(
  field: BlockField,
  data: ContractData,
  locale: Locale,
  cancellation: () => ContractBlock[],
): ContractBlock[] {
  const t = catalogues[locale]
  const r = receiptTexts(locale)
  const text = (value: string) => cleanText(value)
  if (field === 'items') {
    return [
      {
        type: 'table',
        header: true,
        columns: [
          { label: t.columns.description, align: 'left' },
          { label: t.columns.quantity, align: 'right' },
          { label: t.columns.unitAmount, align: 'right' },
          { label: t.columns.amount, align: 'right' },
        ],
        rows: data.items.map((item) => [
          text(item.label[locale]),
          quantities[locale].format(item.quantity),
          money(item.unitAmount, locale),
          money(item.amount, locale),
        ]),
      },
    ]
  }
  if (field === 'totals') {
    const taxed = chargesTaxes(data.studio)
    const rows = [[r.subtotal, money(data.totals.subtotal, locale)]]
    if (taxed) rows.push([r.gst, money(data.totals.gst, locale)], [r.qst, money(data.totals.qst, locale)])
    rows.push([r.total, money(data.totals.total, locale)])
    // Without tax numbers, no tax line: {{studio.taxNumbers}} is where a template says why.
    return [
      {
        type: 'table',
        header: false,
        totalRow: true,
        columns: [
          { label: t.columns.description, align: 'left' },
          { label: t.columns.amount, align: 'right' },
        ],
        rows,
      },
    ]
  }
  if (field === 'schedule') {
    return [
      {
        type: 'table',
        header: true,
        columns: [
          { label: t.columns.installment, align: 'left' },
          { label: t.columns.due, align: 'left' },
          { label: t.columns.amount, align: 'right' },
        ],
        rows: data.schedule.map((installment, i) => [
          String(i + 1),
          formatDue(installment.due, data.event.date, locale),
          money(installment.amount, locale),
        ]),
      },
    ]
  }
  return cancellation()
}

// Lexical's text formats (a bit field): bold 1, italic 2, strikethrough 4, underline 8.
const BOLD = 1
const ITALIC = 2
const UNDERLINE = 8

type LexicalNode = {
  type?: unknown
  text?: unknown
  format?: unknown
  children?: unknown
  tag?: unknown
  listType?: unknown
  start?: unknown
}

const childrenOf = (node: LexicalNode): LexicalNode[] =>
  Array.isArray(node.children) ? (node.children.filter((c) => c && typeof c === 'object') as LexicalNode[]) : []

/** A stretch of a line's text with one format. */
interface Piece {
  text: string
  format: number
}

/** The text of a line (paragraph, heading, quote, list item), format by format. Nested lists are not part of it. */
function linePieces(node: LexicalNode): Piece[] {
  const pieces: Piece[] = []
  for (const child of childrenOf(node)) {
    if (child.type === 'list') continue
    if (child.type === 'linebreak') pieces.push({ text: '\n', format: 0 })
    else if (typeof child.text === 'string')
      pieces.push({ text: cleanText(child.text), format: typeof child.format === 'number' ? child.format : 0 })
    else pieces.push(...linePieces(child))
  }
  return pieces
}

function runOf(text: string, format: number, unknown = false): Run {
  const run: Run = { text }
  if (format & BOLD) run.bold = true
  if (format & ITALIC) run.italic = true
  if (format & UNDERLINE) run.underline = true
  if (unknown) run.unknown = true
  return run
}

const sameLook = (a: Run, b: Run) =>
  a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.unknown === b.unknown

/** Adjacent runs that look the same made one: the PDF then writes a line in as few pieces as it can. */
function mergeRuns(runs: Run[]): Run[] {
  const out: Run[] = []
  for (const run of runs) {
    if (!run.text) continue
    const last = out[out.length - 1]
    if (last && sameLook(last, run)) last.text += run.text
    else out.push({ ...run })
  }
  return out
}

/**
 * A line with its merge fields filled. A field takes the format of the place it starts, so a
 * field the editor bolded is bold, even when the editor's formatting split its braces apart.
 * A field the renderer does not know stays as written, marked.
 */
function fillLine(pieces: Piece[], values: Record<InlineField, string>): Run[] {
  const text = pieces.map((piece) => piece.text).join('')
  const formats: number[] = []
  for (const piece of pieces) for (let i = 0; i < piece.text.length; i++) formats.push(piece.format)
  const runs: Run[] = []
  let at = 0
  const plain = (to: number) => {
    for (let i = at; i < to; i++) runs.push(runOf(text[i]!, formats[i]!))
  }
  for (const token of tokensIn(text)) {
    plain(token.start)
    const format = formats[token.start] ?? 0
    if (isMergeField(token.name) && !isBlockField(token.name))
      runs.push(runOf(cleanText(values[token.name as InlineField]), format))
    else runs.push(runOf(text.slice(token.start, token.end), format, true))
    at = token.end
  }
  plain(text.length)
  return mergeRuns(runs)
}

/** The block field a paragraph stands for when it holds that field alone. */
function aloneBlockField(pieces: Piece[]): BlockField | undefined {
  const text = pieces.map((piece) => piece.text).join('')
  const [token, ...others] = tokensIn(text)
  if (!token || others.length || text.trim() !== text.slice(token.start, token.end)) return undefined
  return isBlockField(token.name) ? token.name : undefined
}

const HEADINGS: Record<string, 1 | 2 | 3 | 4> = { h1: 2, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 }

interface Walk {
  values: Record<InlineField, string>
  problems: MergeFieldProblem[]
  block: (field: BlockField) => ContractBlock[]
}

function walkList(node: LexicalNode, walk: Walk, depth: number): ListBlock {
  const ordered = node.listType === 'number'
  const start = typeof node.start === 'number' ? node.start : 1
  const items: ListBlock['items'] = []
  for (const child of childrenOf(node)) {
    const pieces = linePieces(child)
    const nested = childrenOf(child).find((c) => c.type === 'list')
    const text = pieces.map((piece) => piece.text).join('')
    // Lexical holds a nested list in an item of its own, with no text: it belongs to the item before.
    if (nested && !text.trim() && items.length) {
      items[items.length - 1]!.list = walkList(nested, walk, depth + 1)
      continue
    }
    walk.problems.push(...lineProblems(text, 'inline-only'))
    items.push({
      marker: ordered ? `${start + items.length}.` : depth % 2 ? '◦' : '•',
      runs: fillLine(pieces, walk.values),
      ...(nested && { list: walkList(nested, walk, depth + 1) }),
    })
  }
  return { type: 'list', ordered, items }
}

function walkBlocks(nodes: LexicalNode[], walk: Walk): ContractBlock[] {
  const blocks: ContractBlock[] = []
  for (const node of nodes) {
    const pieces = () => linePieces(node)
    switch (node.type) {
      case 'heading': {
        const text = pieces()
        walk.problems.push(...lineProblems(text.map((p) => p.text).join(''), 'inline-only'))
        blocks.push({ type: 'heading', level: HEADINGS[String(node.tag)] ?? 2, runs: fillLine(text, walk.values) })
        break
      }
      case 'quote': {
        const text = pieces()
        walk.problems.push(...lineProblems(text.map((p) => p.text).join(''), 'inline-only'))
        blocks.push({ type: 'quote', runs: fillLine(text, walk.values) })
        break
      }
      case 'list':
        blocks.push(walkList(node, walk, 0))
        break
      case 'horizontalrule':
        blocks.push({ type: 'rule' })
        break
      case 'paragraph': {
        const text = pieces()
        const field = aloneBlockField(text)
        if (field) {
          blocks.push(...walk.block(field))
          break
        }
        walk.problems.push(...lineProblems(text.map((p) => p.text).join(''), 'body'))
        const runs = fillLine(text, walk.values)
        if (runs.some((run) => run.text.trim())) blocks.push({ type: 'paragraph', runs })
        break
      }
      default:
        // An element the contract editor does not offer (pasted content): its own blocks, if any.
        if (typeof node.text !== 'string') blocks.push(...walkBlocks(childrenOf(node), walk))
    }
  }
  return blocks
}

const rootChildren = (body: unknown): LexicalNode[] => {
  const root = (body as { root?: LexicalNode } | null | undefined)?.root
  return root ? childrenOf(root) : []
}

/** The cancellation terms' paragraphs (split on blank lines), filled. */
function termsBlocks(terms: string, walk: Walk): ContractBlock[] {
  return cleanText(terms)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      walk.problems.push(...lineProblems(paragraph, 'inline-only'))
      return { type: 'paragraph', runs: fillLine([{ text: paragraph, format: 0 }], walk.values) } as ContractBlock
    })
}

/** The problems of a template's language, without a proposal: what /cms refuses on save. */
export function templateProblems(body: unknown, cancellationTerms = ''): MergeFieldProblem[] {
  const problems: MergeFieldProblem[] = []
  const values = new Proxy({} as Record<InlineField, string>, { get: () => '' })
  const walk: Walk = { values, problems, block: () => [] }
  walkBlocks(rootChildren(body), walk)
  termsBlocks(cancellationTerms, walk)
  return uniqueProblems(problems)
}

/** The HTML, text, canonical text and SHA-256 of blocks, e.g. a proposal's frozen copy. */
export function contractOutputs(blocks: ContractBlock[], locale: Locale) {
  const text = contractText(blocks)
  return {
    html: contractHtml(blocks, { lang: languageTag(locale) }),
    text,
    canonicalText: canonicalText(text),
    sha256: textSha256(text),
  }
}

/**
 * The contract of `template` filled with a proposal's `data`, in `locale`: pure, the same
 * arguments always giving the same bytes. Its title opens it, then the body; each merge field is
 * replaced (see ./merge-fields), amounts formatted in the language (« 1 234,56 $ »), days in
 * Montréal. Unknown fields stay visible, listed in `unknownFields`.
 */
export function renderContract(template: ContractTemplateText, data: ContractData, locale: Locale): RenderedContract {
  const problems: MergeFieldProblem[] = []
  const walk: Walk = { values: inlineValues(data, locale), problems, block: () => [] }
  // Checked even when the body does not place them, as /cms checks them on save.
  const terms = termsBlocks(template.cancellationTerms, walk)
  walk.block = (field) => blockValue(field, data, locale, () => structuredClone(terms))
  const title = cleanText(template.title).trim()
  const blocks: ContractBlock[] = [
    ...(title ? [{ type: 'heading', level: 1, runs: [{ text: title, bold: true }] } as ContractBlock] : []),
    ...walkBlocks(rootChildren(template.body), walk),
  ]
  const unique = uniqueProblems(problems)
  return {
    locale,
    title,
    blocks,
    ...contractOutputs(blocks, locale),
    unknownFields: unknownFieldsOf(unique),
    problems: unique,
  }
}
