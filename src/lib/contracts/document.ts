import crypto from 'node:crypto'

/**
 * A filled contract as plain data: what the client's page (HTML), the e-mails (text) and the PDF
 * are all drawn from, and what a proposal freezes when it is sent, so that the text a client signs
 * is the text they were shown even if the template changes afterwards. JSON as it is.
 */
export interface Run {
  text: string
  bold?: true
  italic?: true
  underline?: true
  /** A merge field the renderer does not know, left as written for the preview to show. */
  unknown?: true
}

export interface TableColumn {
  label: string
  align: 'left' | 'right'
}

export interface ListItem {
  marker: string
  runs: Run[]
  /** A list nested under this item. */
  list?: ListBlock
}

export interface ListBlock {
  type: 'list'
  ordered: boolean
  items: ListItem[]
}

export type ContractBlock =
  | { type: 'heading'; level: 1 | 2 | 3 | 4; runs: Run[] }
  | { type: 'paragraph'; runs: Run[] }
  | { type: 'quote'; runs: Run[] }
  | ListBlock
  | { type: 'rule' }
  | {
      type: 'table'
      columns: TableColumn[]
      /** False for a table whose rows name themselves (the totals). */
      header: boolean
      rows: string[][]
      /** The last row is a total, set in bold. */
      totalRow?: boolean
    }

const runsText = (runs: Run[]) => runs.map((run) => run.text).join('')

/** The list's lines, each item's marker before its text, nested lists indented. */
function listLines(list: ListBlock, depth: number): string[] {
  return list.items.flatMap((item) => [
    `${'   '.repeat(depth)}${item.marker} ${runsText(item.runs)}`,
    ...(item.list ? listLines(item.list, depth + 1) : []),
  ])
}

function tableLines(block: Extract<ContractBlock, { type: 'table' }>): string[] {
  const rows = block.header ? [block.columns.map((column) => column.label), ...block.rows] : block.rows
  const widths = block.columns.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)))
  return rows.map((row) =>
    row
      .map((cell, i) =>
        block.columns[i]?.align === 'right' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('   ')
      .trimEnd(),
  )
}

/**
 * The contract as plain text, for e-mails and for the record: one block a paragraph, tables laid
 * out in columns. Its canonical form (below) is what the SHA-256 is taken of.
 */
export function contractText(blocks: ContractBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
        case 'paragraph':
          return runsText(block.runs)
        case 'quote':
          return runsText(block.runs)
            .split('\n')
            .map((line) => `    ${line}`)
            .join('\n')
        case 'list':
          return listLines(block, 0).join('\n')
        case 'table':
          return tableLines(block).join('\n')
        case 'rule':
          return ''
      }
    })
    .filter((text) => text !== '')
    .join('\n\n')
}

/**
 * The canonical text of a contract: its text in Unicode NFC, every run of white space (Unicode's
 * White_Space characters: spaces of any width, no-break spaces, tabs, line breaks) made one
 * U+0020 space, none at either end. Layout is all white space, so the same words in the same order
 * give the same canonical text whether they are read from the page, the e-mail or the PDF.
 * Control characters, soft hyphens and byte-order marks never reach a contract
 * (see `cleanText`), so JavaScript's `\s` is exactly White_Space here.
 */
export function canonicalText(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim()
}

/** The SHA-256 of the canonical text's UTF-8 bytes, in lower-case hexadecimal. */
export function textSha256(text: string): string {
  return crypto.createHash('sha256').update(canonicalText(text), 'utf8').digest('hex')
}

/**
 * What may go into a contract from the template or a proposal: NFC, without the characters a
 * reader cannot see or a PDF cannot show (control characters other than tab and line feed, soft
 * hyphens, zero-width spaces, byte-order marks), line endings as `\n`.
 */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/(?![\n\t])\p{Cc}|[\u00ad\u200b\u2060\ufeff]/gu, '')
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)

function runsHtml(runs: Run[]): string {
  return runs
    .map((run) => {
      let html = escapeHtml(run.text).replace(/\n/g, '<br>\n')
      if (run.underline) html = `<u>${html}</u>`
      if (run.italic) html = `<em>${html}</em>`
      if (run.bold) html = `<strong>${html}</strong>`
      if (run.unknown) html = `<mark class="contract-unknown-field">${html}</mark>`
      return html
    })
    .join('')
}

function listHtml(list: ListBlock): string {
  const tag = list.ordered ? 'ol' : 'ul'
  const items = list.items.map(
    (item) =>
      `<li><span class="contract-marker">${escapeHtml(item.marker)}</span> ${runsHtml(item.runs)}` +
      `${item.list ? `\n${listHtml(item.list)}` : ''}</li>`,
  )
  return `<${tag} class="contract-list">\n${items.join('\n')}\n</${tag}>`
}

function tableHtml(block: Extract<ContractBlock, { type: 'table' }>): string {
  const cell = (tag: 'th' | 'td', text: string, i: number, extra = '') => {
    const align = block.columns[i]?.align === 'right' ? ' class="contract-amount"' : ''
    return `<${tag}${extra}${align}>${escapeHtml(text)}</${tag}>`
  }
  const head = block.header
    ? `<thead><tr>\n${block.columns.map((column, i) => cell('th', column.label, i, ' scope="col"')).join('\n')}\n</tr></thead>\n`
    : ''
  const rows = block.rows.map((row, r) => {
    const total = block.totalRow && r === block.rows.length - 1
    const cells = row.map((text, i) =>
      i === 0 && !block.header ? cell('th', text, i, ' scope="row"') : cell('td', text, i),
    )
    return `<tr${total ? ' class="contract-total"' : ''}>\n${cells.join('\n')}\n</tr>`
  })
  return `<table class="contract-table">\n${head}<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`
}

/**
 * The contract as HTML for the client's server-rendered page: every text escaped, no attribute
 * but fixed classes and scopes, no script, style, link or image. Blocks and table cells are
 * separated by line breaks, so the page's text (what a reader copies, `textContent`) has the same
 * canonical form as `contractText`. `headingOffset` moves the headings down under the page's own
 * (1: the contract's title is an h2).
 */
export function contractHtml(
  blocks: ContractBlock[],
  { lang, headingOffset = 1 }: { lang: string; headingOffset?: number },
) {
  const body = blocks.map((block) => {
    switch (block.type) {
      case 'heading': {
        const level = Math.min(6, block.level + headingOffset)
        return `<h${level}>${runsHtml(block.runs)}</h${level}>`
      }
      case 'paragraph':
        return `<p>${runsHtml(block.runs)}</p>`
      case 'quote':
        return `<blockquote>${runsHtml(block.runs)}</blockquote>`
      case 'list':
        return listHtml(block)
      case 'table':
        return tableHtml(block)
      case 'rule':
        return '<hr>'
    }
  })
  return `<article class="contract" lang="${escapeHtml(lang)}">\n${body.join('\n')}\n</article>`
}
