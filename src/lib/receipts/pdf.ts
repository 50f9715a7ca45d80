import { readReceiptBothLanguages, type ReceiptDocument, type ReceiptReading } from './document'

/**
 * The PDF's standard fonts (Helvetica, no file to embed) encode text as WinAnsi: it has every
 * letter of French, but not the narrow no-break space that Intl puts in French amounts
 * (`1 234,56 $`). A plain no-break space keeps the amount on one line and prints the same.
 */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0')

const MARGIN = 54
const WIDTH = 612 - 2 * MARGIN
const AMOUNT_WIDTH = 110
const QUANTITY_WIDTH = 40

function section(doc: PDFKit.PDFDocument, reading: ReceiptReading) {
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => doc.text(winAnsi(text), options)
  doc.font('Helvetica-Bold').fontSize(18)
  write(reading.title)
  doc.font('Helvetica').fontSize(10).moveDown(0.5)
  // French sets a (no-break) space before a colon; English does not.
  const colon = reading.locale === 'fr' ? '\u00a0: ' : ': '
  for (const [label, value] of reading.header) write(`${label}${colon}${value}`)
  doc.moveDown(0.8)

  const top = doc.y
  const party = (label: string, lines: string[], x: number) => {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(winAnsi(label), x, top, { width: WIDTH / 2 - 10 })
    doc
      .fontSize(10)
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .text(winAnsi(lines[0] ?? ''), { width: WIDTH / 2 - 10 })
    doc.font('Helvetica').text(winAnsi(lines.slice(1).join('\n')), { width: WIDTH / 2 - 10 })
    return doc.y
  }
  const sellerBottom = party(reading.parties.seller, reading.seller, MARGIN)
  party(reading.parties.buyer, reading.buyer, MARGIN + WIDTH / 2)
  doc.y = Math.max(sellerBottom, doc.y) + 14

  const row = (cells: [string, string, string], bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica')
    const descriptionWidth = WIDTH - QUANTITY_WIDTH - AMOUNT_WIDTH - 10
    doc.text(winAnsi(cells[0]), MARGIN, y, { width: descriptionWidth })
    const bottom = doc.y
    doc.text(winAnsi(cells[1]), MARGIN + descriptionWidth, y, { width: QUANTITY_WIDTH, align: 'right' })
    doc.text(winAnsi(cells[2]), MARGIN + WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' })
    doc.x = MARGIN
    doc.y = Math.max(bottom, doc.y) + 4
  }
  row([reading.columns.description, reading.columns.quantity, reading.columns.amount], true)
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + WIDTH, doc.y - 2)
    .lineWidth(0.5)
    .stroke()
  for (const line of reading.lines) row([line.description, line.quantity, line.amount])
  doc.moveDown(0.5)
  reading.totals.forEach(([label, value], i) => row([label, '', value], i === reading.totals.length - 1))
  if (reading.notes.length) {
    doc.moveDown(0.5).font('Helvetica').fontSize(9)
    for (const note of reading.notes) write(note, { width: WIDTH })
  }
}

/**
 * The receipt or credit note as a one- or two-page PDF: the French reading first, then the English
 * one, each complete, in the order the e-mail uses.
 */
export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  // Loaded when a receipt is printed, not by every process that loads the config.
  const { default: PDFDocument } = await import('pdfkit')
  const [first, ...others] = readReceiptBothLanguages(doc)
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: 'fr-CA',
    info: { Title: winAnsi(`${first!.title} ${doc.number}`), Author: winAnsi(doc.seller.legalName) },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  section(pdf, first!)
  for (const reading of others) {
    // A reading that would start in the page's lower third begins a page of its own.
    if (pdf.y > 792 - MARGIN - 260) pdf.addPage()
    else {
      pdf.moveDown(1.5)
      pdf
        .moveTo(MARGIN, pdf.y)
        .lineTo(MARGIN + WIDTH, pdf.y)
        .lineWidth(1)
        .stroke()
      pdf.moveDown(1.5)
    }
    section(pdf, reading)
  }
  pdf.end()
  return done
}
