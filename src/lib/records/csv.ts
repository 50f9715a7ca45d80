import { stringify } from 'csv-stringify/sync'

import type { CsvColumn } from './columns'

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return, which some
 * programs strip before looking) as a formula: a visitor's "=HYPERLINK(...)" in a message would
 * become a live link in the studio's Excel. A leading apostrophe makes it text (OWASP "CSV
 * Injection").
 */
export function neutralizeCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const records = rows.map((row) => columns.map((column) => neutralizeCell(column.value(row))))
  // A byte-order mark makes Excel read the file as UTF-8 (accents in names and messages).
  return (
    '\uFEFF' + stringify(records, { header: true, columns: columns.map((c) => c.key), record_delimiter: 'windows' })
  )
}

export function csvResponse(filename: string, csv: string): Response {
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
