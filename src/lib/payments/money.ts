/**
 * Amounts typed by a person (the dashboard's refund and payment-request forms) and amounts written
 * for a spreadsheet, both in integer cents without ever passing through a float: "12.5" is read as
 * 12 dollars and 50 cents by its digits, not as 12.5 × 100 (which is 1249.9999… for some values).
 * Pure, and safe in the browser.
 */

/** The largest amount the forms accept, in cents ($100,000.00): far above any studio price. */
export const MAX_FORM_CENTS = 10_000_000

/**
 * Dollars as typed, in either language's habit ("1234.5", "1 234,50", "$12", "12 $"), to cents;
 * undefined for anything else (a third decimal, a sign, letters, an empty field). A comma is only
 * ever the decimal mark: "1,234" is refused rather than guessed ($1,234 or $1.234?), since a wrong
 * guess charges or refunds a thousand times too much.
 */
export function parseCents(input: string): number | undefined {
  const text = input.replace(/[\s\u00a0\u202f]/g, '').replace(/^\$|\$$/g, '')
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text)
  if (!match) return undefined
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : undefined
}

/** Cents as a plain decimal for a spreadsheet or a form field: 123456 → "1234.56", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
