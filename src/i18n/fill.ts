/**
 * Puts values into a catalogue text's `{name}` placeholders (the ICU subset our texts use outside
 * next-intl: e-mails, API errors, the studio apps). A placeholder with no value stays as written,
 * so a missing value shows up in review rather than as "undefined".
 */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
