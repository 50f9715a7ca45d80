import enContracts from '@/i18n/messages/en/contracts.json'
import frContracts from '@/i18n/messages/fr/contracts.json'
import type { Locale } from '@/i18n/routing'

/**
 * The merge fields a contract template may hold, written `{{client.name}}` (spaces inside the
 * braces are allowed). An inline field is replaced by a short text where it stands; a block field
 * (a table, the cancellation terms) is replaced by whole paragraphs, so it must be alone on its
 * line. Their meaning, in both languages, is in contracts.json `mergeFields`, which the CMS shows
 * under the template's body and docs/proposals.md repeats.
 */
export const MERGE_FIELDS = {
  'client.name': 'inline',
  'client.email': 'inline',
  'event.date': 'inline',
  'event.place': 'inline',
  items: 'block',
  totals: 'block',
  'totals.subtotal': 'inline',
  'totals.gst': 'inline',
  'totals.qst': 'inline',
  'totals.total': 'inline',
  schedule: 'block',
  'schedule.deposit': 'inline',
  'studio.legalName': 'inline',
  'studio.address': 'inline',
  'studio.email': 'inline',
  'studio.phone': 'inline',
  'studio.taxNumbers': 'inline',
  cancellation: 'block',
} as const satisfies Record<string, 'inline' | 'block'>

export type MergeFieldName = keyof typeof MERGE_FIELDS
export type InlineField = {
  [K in MergeFieldName]: (typeof MERGE_FIELDS)[K] extends 'inline' ? K : never
}[MergeFieldName]
export type BlockField = Exclude<MergeFieldName, InlineField>

export const MERGE_FIELD_NAMES = Object.keys(MERGE_FIELDS) as MergeFieldName[]

export const isMergeField = (name: string): name is MergeFieldName => Object.hasOwn(MERGE_FIELDS, name)
export const isBlockField = (name: string): name is BlockField => isMergeField(name) && MERGE_FIELDS[name] === 'block'

/** `client.name` → `clientName`: the field's key in contracts.json `mergeFields`. */
const messageKey = (name: MergeFieldName) =>
  name.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase()) as keyof typeof enContracts.contracts.mergeFields

const catalogues = { en: enContracts.contracts.mergeFields, fr: frContracts.contracts.mergeFields }

/** What a field stands for, in `locale`. */
export function describeMergeField(name: MergeFieldName, locale: Locale): string {
  return catalogues[locale][messageKey(name)]
}

/** `{{name}}`, as an editor types it. */
export const mergeFieldToken = (name: string) => `{{${name}}}`

/**
 * Every merge field with what it stands for, one per line, in `locale`: the help under a
 * template's body in /cms.
 */
export function mergeFieldGuide(locale: Locale): string {
  return MERGE_FIELD_NAMES.map((name) => `${mergeFieldToken(name)} — ${describeMergeField(name, locale)}`).join('\n')
}

/** `{{ anything }}`: a merge field as written, known or not. Nothing inside may be a brace. */
export const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g

export interface Token {
  /** The name inside the braces, trimmed. */
  name: string
  start: number
  end: number
}

/** The merge fields written in `text`, in order, with where each stands. */
export function tokensIn(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => ({
    name: match[1]!,
    start: match.index,
    end: match.index + match[0].length,
  }))
}

/**
 * What keeps a template from being sent: a field the renderer does not know (a typo such as
 * `{{client.nom}}`), a block field that shares its line with other text, or braces that open or
 * close no field (`{{client.name}`), which would reach the client as written.
 */
export type MergeFieldProblem =
  | { kind: 'unknown'; field: string }
  | { kind: 'not-alone'; field: BlockField }
  | { kind: 'not-here'; field: BlockField }
  | { kind: 'unclosed'; text: string }

/**
 * The problems of one line of a template (a paragraph, a heading, a list item). In a body's
 * paragraph a block field may stand alone; `inline-only` lines (headings, list items, the
 * cancellation terms) take no block field at all.
 */
export function lineProblems(text: string, where: 'body' | 'inline-only'): MergeFieldProblem[] {
  const problems: MergeFieldProblem[] = []
  const tokens = tokensIn(text)
  for (const token of tokens) {
    if (!isMergeField(token.name)) problems.push({ kind: 'unknown', field: token.name })
    else if (isBlockField(token.name)) {
      if (where === 'inline-only') problems.push({ kind: 'not-here', field: token.name })
      else if (text.trim() !== text.slice(token.start, token.end))
        problems.push({ kind: 'not-alone', field: token.name })
    }
  }
  const rest = text.replace(TOKEN, ' ')
  const stray = /\{\{|\}\}/.exec(rest)
  if (stray) {
    const from = Math.max(0, stray.index - 20)
    problems.push({ kind: 'unclosed', text: rest.slice(from, stray.index + 22).trim() })
  }
  return problems
}

/** The same problem once, in the order first met. */
export function uniqueProblems(problems: MergeFieldProblem[]): MergeFieldProblem[] {
  const seen = new Set<string>()
  return problems.filter((problem) => {
    const key = JSON.stringify(problem)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The unknown names among `problems`, each once. */
export const unknownFieldsOf = (problems: MergeFieldProblem[]): string[] => [
  ...new Set(problems.flatMap((problem) => (problem.kind === 'unknown' ? [problem.field] : []))),
]
