import type { Field } from 'payload'

import type { Locale } from '@/i18n/routing'

/**
 * Seed content is written once, English and French side by side: `l('Weddings', 'Mariages')`.
 * `resolve(tree, locale)` picks one language, leaving shared values (prices, ids) untouched.
 */
const PAIR = Symbol('localized pair')
export type Pair<T = string> = { [PAIR]: true; en: T; fr: T }

export const l = <T = string>(en: T, fr: T): Pair<T> => ({ [PAIR]: true, en, fr })
const isPair = (v: unknown): v is Pair<unknown> => typeof v === 'object' && v !== null && PAIR in v

/** A localized list of strings, stored as rows of { text } (fields/localized textList). */
export const list = (en: string[], fr: string[]) =>
  l(
    en.map((text) => ({ text })),
    fr.map((text) => ({ text })),
  )

/** `T` with every en/fr pair replaced by one language's value. */
export type Resolved<T> =
  T extends Pair<infer V>
    ? Resolved<V>
    : T extends Date
      ? T
      : T extends readonly (infer I)[]
        ? Resolved<I>[]
        : T extends object
          ? { [K in keyof T]: Resolved<T[K]> }
          : T

export function resolve<T>(tree: T, locale: Locale): Resolved<T> {
  if (isPair(tree)) return resolve(tree[locale], locale) as Resolved<T>
  if (Array.isArray(tree)) return tree.map((item) => resolve(item, locale)) as Resolved<T>
  if (tree && typeof tree === 'object' && !(tree instanceof Date)) {
    return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, resolve(v, locale)])) as Resolved<T>
  }
  return tree as Resolved<T>
}

/** A document or a nested group/row as the seed and Payload's answers hold it: shaped by `fields`. */
type Doc = Record<string, unknown>

/**
 * Rows of a non-localized array are shared by both languages and hold the French text of their
 * localized fields by row id. Writing the French version therefore has to name the rows the
 * English write created, or Payload would replace them (and lose the English text). Localized
 * arrays are per language and keep their own rows.
 */
export function withRowIds<T>(fields: Field[], data: T, saved: unknown): T {
  if (!data || typeof data !== 'object') return data
  const out: Doc = { ...(data as Doc) }
  const kept = (saved ?? undefined) as Doc | undefined
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) out[tab.name] = withRowIds(tab.fields, out[tab.name], kept?.[tab.name])
        else Object.assign(out, withRowIds(tab.fields, out, saved))
      }
      continue
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      Object.assign(out, withRowIds(field.fields, out, saved))
      continue
    }
    if (!('name' in field) || out[field.name] === undefined) continue
    if (field.type === 'group') out[field.name] = withRowIds(field.fields, out[field.name], kept?.[field.name])
    if (field.type === 'array' && !field.localized && Array.isArray(out[field.name])) {
      const rows = (kept?.[field.name] ?? []) as (Doc | undefined)[]
      out[field.name] = (out[field.name] as unknown[]).map((row, i) => ({
        ...withRowIds(field.fields, row as Doc, rows[i]),
        id: rows[i]?.id,
      }))
    }
  }
  return out as T
}
