import path from 'node:path'

import { fill } from '@/i18n/fill'
import { languageTag, perLanguage } from '@/i18n/language-tag'
import enContracts from '@/i18n/messages/en/contracts.json'
import frContracts from '@/i18n/messages/fr/contracts.json'
import type { Locale } from '@/i18n/routing'

import { STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'

import { type ContractBlock, contractText, type ListBlock, type Run, textSha256 } from './document'

/** What happened to a proposal, in the order the audit trail lists it. */
export const AUDIT_EVENTS = ['created', 'sent', 'viewed', 'language-chosen', 'signed', 'paid'] as const
export type AuditEvent = (typeof AUDIT_EVENTS)[number]

/**
 * How a contract was signed, as the proposal recorded it: the evidence page prints it after the
 * contract. Times are ISO instants (UTC); the page shows them in Montréal.
 */
export interface SigningEvidence {
  /** The proposal's reference, as the studio and the client name it. */
  reference: string
  studio: { legalName: string; sentAt: string }
  client: {
    typedName: string
    email: string
    /** The drawn signature, a PNG. */
    signaturePng: Uint8Array
    signedAt: string
    ip: string
    userAgent: string
  }
  /** The language of the version signed; French was always shown first, English is a choice. */
  language: Locale
  /** The SHA-256 the client's page showed and the signature recorded (see ./document, `textSha256`). */
  contractSha256: string
  audit: { event: AuditEvent; at: string; details?: string }[]
}

export interface ContractPdfInput {
  locale: Locale
  title: string
  /** The contract as the client saw it (a proposal's frozen blocks). */
  blocks: ContractBlock[]
  evidence: SigningEvidence
}

/** The blocks are not the text the client signed: the PDF would print one text and vouch for another. */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError'
}

const catalogues = { en: enContracts.contracts, fr: frContracts.contracts }

// DejaVu (free licence, every Latin, Greek and Cyrillic letter): a client's name in any of them
// prints as typed, where the PDF's standard fonts know only Western European letters. Found from
// the project's root, where every entry point (npm start, the scripts, the tests) runs: inside
// Next's server bundle, which also loads this module, Turbopack turns require.resolve into a
// module number, and the build stopped on it.
const fontFile = (name: string) => path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', name)
const FONTS = {
  regular: fontFile('DejaVuSansCondensed.ttf'),
  bold: fontFile('DejaVuSansCondensed-Bold.ttf'),
  italic: fontFile('DejaVuSansCondensed-Oblique.ttf'),
  boldItalic: fontFile('DejaVuSansCondensed-BoldOblique.ttf'),
  mono: fontFile('DejaVuSansMono.ttf'),
}
type Face = keyof typeof FONTS

const PAGE = { width: 612, height: 792 }
const MARGIN = 54
const WIDTH = PAGE.width - 2 * MARGIN
const BOTTOM = PAGE.height - MARGIN
const BODY = 9.5
const GREY = '#555555'
const RULE = '#999999'

const moments = perLanguage(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'long', timeZone: STUDIO_TIME_ZONE }),
)
/** "June 12, 2027 at 2:03:05 p.m. EDT": a moment in Montréal, to the second. */
export const formatMoment = (iso: string, locale: Locale) => moments[locale].format(new Date(iso))

/** Intl's narrow no-break space (French amounts) as a plain one, which every PDF reader extracts alike. */
const printable = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0')

const faceOf = (run: Run): Face =>
  run.bold && run.italic ? 'boldItalic' : run.bold ? 'bold' : run.italic ? 'italic' : 'regular'

/** A piece of a word in one face (a word may change face mid-way: **Jean**-Pierre). */
interface Piece {
  text: string
  face: Face
  underline: boolean
}
/** A line as laid out: its pieces (the spaces between words included) and its width at `size`. */
interface Line {
  pieces: Piece[]
  width: number
  size: number
}

/**
 * Lays out text itself rather than through pdfkit's wrapping, which also breaks lines after a
 * hyphen (`lumiere-` / `studio.ca`) and inside words: here a line only ever breaks at a space (or
 * a line break of the text), and a word wider than a line is set smaller to fit. So the text of a
 * page, its lines joined with a space, is the contract's text: the SHA-256 on the evidence page can
 * be recomputed from what is printed.
 */
class Layout {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  font(face: Face, size = BODY) {
    this.doc.font(face).fontSize(size)
    return this
  }

  /** Room for `height` more points on this page, or a new page. */
  room(height: number) {
    if (this.doc.y + height > BOTTOM) this.doc.addPage()
  }

  private widthOf(piece: Piece, size: number) {
    this.font(piece.face, size)
    return this.doc.widthOfString(piece.text)
  }

  lineHeight(size: number) {
    this.font('regular', size)
    return this.doc.currentLineHeight(true) + 1.5
  }

  /** The lines `runs` make within `width`. */
  lines(runs: Run[], width: number, size = BODY, face?: Face): Line[] {
    // Words (runs of anything but spaces and line breaks, across runs), and where the text breaks.
    type Word = { pieces: Piece[]; breakBefore: boolean }
    const words: Word[] = []
    let current: Word | undefined
    let pendingBreak = false
    for (const run of runs) {
      const look = { face: face ?? faceOf(run), underline: Boolean(run.underline) }
      for (const part of printable(run.text).split(/([ \t]+|\n)/)) {
        if (part === '\n') {
          current = undefined
          pendingBreak = true
        } else if (/^[ \t]+$/.test(part)) current = undefined
        else if (part) {
          if (!current) {
            current = { pieces: [], breakBefore: pendingBreak }
            words.push(current)
            pendingBreak = false
          }
          current.pieces.push({ text: part, ...look })
        }
      }
    }
    const lines: Line[] = []
    let line: Line | undefined
    for (const word of words) {
      const wordWidth = word.pieces.reduce((sum, piece) => sum + this.widthOf(piece, size), 0)
      const last = line?.pieces.at(-1)
      const space = last ? this.widthOf({ ...last, text: ' ' }, size) : 0
      if (line && last && !word.breakBefore && line.width + space + wordWidth <= width) {
        last.text += ' '
        line.pieces.push(...word.pieces.map((piece) => ({ ...piece })))
        line.width += space + wordWidth
        continue
      }
      // A word wider than a whole line is set smaller rather than broken.
      const fitted = wordWidth > width ? (size * width) / wordWidth : size
      line = { pieces: word.pieces.map((piece) => ({ ...piece })), width: Math.min(wordWidth, width), size: fitted }
      lines.push(line)
    }
    return lines
  }

  /** Draws `lines` from `x` within `width`, a new page when the next line does not fit. */
  drawLines(
    lines: Line[],
    { x = MARGIN, width = WIDTH, size = BODY, align = 'left' as 'left' | 'center' | 'right' } = {},
  ) {
    const doc = this.doc
    const height = this.lineHeight(size)
    for (const line of lines) {
      this.room(height)
      const y = doc.y
      let at = align === 'left' ? x : align === 'right' ? x + width - line.width : x + (width - line.width) / 2
      for (const piece of line.pieces) {
        this.font(piece.face, line.size)
        doc.text(piece.text, at, y + (size - line.size), { lineBreak: false, underline: piece.underline })
        at += doc.widthOfString(piece.text)
      }
      doc.x = MARGIN
      doc.y = y + height
    }
  }

  runs(
    runs: Run[],
    options: { x?: number; width?: number; size?: number; align?: 'left' | 'center'; face?: Face } = {},
  ) {
    const { width = WIDTH, size = BODY } = options
    this.drawLines(this.lines(runs, width, size, options.face), options)
  }

  gap(points: number) {
    this.doc.y += points
  }

  list(list: ListBlock, depth: number) {
    const indent = 14 + depth * 16
    for (const item of list.items) {
      this.room(this.lineHeight(BODY))
      const top = this.doc.y
      this.font('regular')
      this.doc.text(item.marker, MARGIN + indent - 12, top, { lineBreak: false })
      this.doc.y = top
      this.runs(item.runs, { x: MARGIN + indent + 6, width: WIDTH - indent - 6 })
      this.gap(2)
      if (item.list) this.list(item.list, depth + 1)
    }
  }

  table(block: Extract<ContractBlock, { type: 'table' }>) {
    const doc = this.doc
    const padding = 10
    const isTotal = (r: number) => Boolean(block.totalRow) && r === block.rows.length - 1
    const measure = (face: Face, text: string) => this.widthOf({ text: printable(text), face, underline: false }, BODY)
    // Each column as wide as its widest cell; the last left-aligned one (a description, a due
    // date, the details) takes what is left.
    const natural = block.columns.map(
      (column, i) =>
        Math.max(
          block.header ? measure('bold', column.label) : 0,
          ...block.rows.map((row, r) => measure(isTotal(r) ? 'bold' : 'regular', row[i] ?? '')),
        ) +
        padding +
        1,
    )
    const flexible = block.header ? block.columns.findLastIndex((column) => column.align === 'left') : -1
    const widths = [...natural]
    if (flexible >= 0) {
      const others = natural.reduce((sum, w, i) => (i === flexible ? sum : sum + w), 0)
      widths[flexible] = Math.max(60, WIDTH - others)
    }
    const total = widths.reduce((sum, w) => sum + w, 0)
    // A table without a header (the totals) sits on the right, as on an invoice.
    const left = block.header ? MARGIN : MARGIN + Math.max(0, WIDTH - total)
    const right = left + Math.min(total, WIDTH)
    const height = this.lineHeight(BODY)

    const line = (weight: number) => {
      doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(weight).strokeColor(RULE).stroke().strokeColor('#000000')
    }
    const row = (cells: string[], face: Face, repeatHeader: boolean) => {
      const laid = cells.map((cell, i) => this.lines([{ text: cell }], widths[i]! - padding, BODY, face))
      const rowHeight = Math.max(1, ...laid.map((lines) => lines.length)) * height + 4
      if (doc.y + rowHeight > BOTTOM) {
        doc.addPage()
        if (repeatHeader) header()
      }
      const top = doc.y
      let x = left
      laid.forEach((lines, i) => {
        doc.y = top + 2
        this.drawLines(lines, {
          x,
          width: widths[i]! - padding,
          align: block.columns[i]?.align === 'right' ? 'right' : 'left',
        })
        x += widths[i]!
      })
      doc.x = MARGIN
      doc.y = top + rowHeight
    }
    const header = () => {
      row(
        block.columns.map((column) => column.label),
        'bold',
        false,
      )
      line(0.75)
    }
    this.room(40)
    if (block.header) header()
    block.rows.forEach((cells, r) => {
      if (isTotal(r)) line(0.5)
      row(cells, isTotal(r) ? 'bold' : 'regular', block.header)
    })
    if (block.header) line(0.5)
  }

  blocks(blocks: ContractBlock[]) {
    for (const block of blocks) {
      switch (block.type) {
        case 'heading': {
          const size = block.level === 1 ? 16 : block.level === 2 ? 11.5 : block.level === 3 ? 10.5 : BODY
          this.gap(block.level === 1 ? 0 : 6)
          // A heading never ends a page alone: it needs a line of what follows below it.
          this.room(size * 3 + 12)
          this.runs(
            block.runs.map((run) => ({ ...run, bold: true as const })),
            { size, align: block.level === 1 ? 'center' : 'left' },
          )
          this.gap(block.level === 1 ? 10 : 3)
          break
        }
        case 'paragraph':
          this.runs(block.runs)
          this.gap(5)
          break
        case 'quote':
          this.runs(
            block.runs.map((run) => ({ ...run, italic: true as const })),
            { x: MARGIN + 18, width: WIDTH - 36 },
          )
          this.gap(5)
          break
        case 'list':
          this.list(block, 0)
          this.gap(3)
          break
        case 'table':
          this.table(block)
          this.gap(8)
          break
        case 'rule':
          this.gap(4)
          this.doc
            .moveTo(MARGIN, this.doc.y)
            .lineTo(MARGIN + WIDTH, this.doc.y)
            .lineWidth(0.5)
            .strokeColor(RULE)
            .stroke()
          this.doc.strokeColor('#000000')
          this.gap(8)
          break
      }
    }
  }
}

function evidencePage(layout: Layout, input: ContractPdfInput) {
  const { doc } = layout
  const { evidence, locale } = input
  const t = catalogues[locale].evidence
  const colon = locale === 'fr' ? '\u00a0: ' : ': '
  const at = (iso: string) => formatMoment(iso, locale)

  doc.addPage()
  layout.runs([{ text: t.title, bold: true }], { size: 14 })
  layout.gap(4)
  layout.runs([{ text: t.intro }], { size: 9 })
  layout.gap(10)

  const field = (label: string, value: string) => {
    layout.runs([{ text: `${label}${colon}`, bold: true }, { text: value }], { size: 9 })
    layout.gap(2)
  }
  const section = (title: string) => {
    layout.gap(6)
    layout.room(60)
    layout.runs([{ text: title, bold: true }], { size: 10.5 })
    doc
      .moveTo(MARGIN, doc.y + 1)
      .lineTo(MARGIN + WIDTH, doc.y + 1)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
      .strokeColor('#000000')
    layout.gap(5)
  }

  section(t.contract)
  field(t.contractTitle, input.title)
  field(t.reference, evidence.reference)
  field(t.language, evidence.language === 'fr' ? t.languageFrench : t.languageEnglish)

  section(t.studio)
  layout.runs([{ text: evidence.studio.legalName, bold: true }], { size: 9 })
  layout.runs([{ text: fill(t.studioSigned, { at: at(evidence.studio.sentAt) }) }], { size: 9 })

  section(t.client)
  field(t.typedName, evidence.client.typedName)
  field(t.email, evidence.client.email)
  field(t.signedAt, at(evidence.client.signedAt))
  field(t.ipAddress, evidence.client.ip)
  field(t.browser, evidence.client.userAgent)
  field(t.consent, t.consentText)
  layout.room(100)
  layout.runs([{ text: `${t.signature}${colon}`, bold: true }], { size: 9 })
  const box = { x: MARGIN, y: doc.y + 4, width: 240, height: 84 }
  doc.image(Buffer.from(evidence.client.signaturePng), box.x + 6, box.y + 6, {
    fit: [box.width - 12, box.height - 12],
    align: 'center',
    valign: 'center',
  })
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor(RULE).stroke().strokeColor('#000000')
  doc.x = MARGIN
  doc.y = box.y + box.height + 8

  section(t.hash)
  layout.runs([{ text: evidence.contractSha256 }], { size: 9, face: 'mono' })
  layout.gap(3)
  layout.runs([{ text: t.hashHow }], { size: 8 })

  section(t.trail)
  const trail = [...evidence.audit].sort((a, b) => a.at.localeCompare(b.at))
  layout.table({
    type: 'table',
    header: true,
    columns: [
      { label: t.event, align: 'left' },
      { label: t.time, align: 'left' },
      { label: t.details, align: 'left' },
    ],
    rows: trail.map((entry) => [t.events[entry.event], at(entry.at), entry.details ?? '']),
  })
  layout.gap(10)
  doc.fillColor(GREY)
  layout.runs([{ text: fill(t.sealed, { studio: evidence.studio.legalName }), italic: true }], { size: 8 })
  doc.fillColor('#000000')
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/**
 * The signed contract as a PDF, before its digital signature (./signing.ts): the contract in the
 * language the client signed, laid out from the blocks the client was shown, then the evidence
 * page. The contract's text is also attached to the file (`contrat.txt` / `contract.txt`), so that
 * its SHA-256 can be recomputed byte for byte. Refuses blocks whose text is not the one the
 * signature recorded.
 */
export function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const text = contractText(input.blocks)
  if (textSha256(text) !== input.evidence.contractSha256)
    throw new ContractMismatchError(
      `The contract to print (SHA-256 ${textSha256(text)}) is not the one signed (${input.evidence.contractSha256}).`,
    )
  const png = input.evidence.client.signaturePng
  if (!PNG_SIGNATURE.every((byte, i) => png[i] === byte)) throw new TypeError('The drawn signature is not a PNG image.')

  // pdfkit is loaded when a contract is printed, not by every process that loads the config (each
  // integration file, each site start): about a quarter of a CPU-second.
  return import('pdfkit').then(({ default: PDFDocument }) => {
    const t = catalogues[input.locale].evidence
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      pdfVersion: '1.7',
      lang: languageTag(input.locale),
      displayTitle: true,
      info: {
        Title: input.title,
        Author: input.evidence.studio.legalName,
        Subject: `${input.title} — ${input.evidence.client.typedName} — ${input.evidence.reference}`,
        Keywords: `SHA-256 ${input.evidence.contractSha256}`,
      },
    })
    for (const [face, file] of Object.entries(FONTS)) doc.registerFont(face, file)
    const chunks: Buffer[] = []
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk))
      doc.on('end', () => resolve(Buffer.concat(chunks)))
      doc.on('error', reject)
    })
    const layout = new Layout(doc)
    layout.font('regular')
    layout.blocks(input.blocks)
    evidencePage(layout, input)
    doc.file(Buffer.from(text, 'utf8'), {
      name: input.locale === 'fr' ? 'contrat.txt' : 'contract.txt',
      type: 'text/plain',
      description: t.attachment,
      creationDate: new Date(input.evidence.client.signedAt),
      modifiedDate: new Date(input.evidence.client.signedAt),
    })
    doc.end()
    return done
  })
}
