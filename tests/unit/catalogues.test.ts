import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/routing'

/**
 * Every text of the site, the studio apps, the API answers and the e-mails lives in
 * src/i18n/messages/<locale>/<area>.json. The compiler only sees the keys that code reads through
 * typed imports, so this test is what keeps the other languages complete: a key (nested or not)
 * present in one language only, a list with another length, or a text whose `{placeholders}`
 * differ fails here, named by file and path.
 */
const root = path.resolve(import.meta.dirname, '../../src/i18n/messages')
const [reference, ...others] = locales

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const jsonFiles = (locale: string) =>
  fs
    .readdirSync(path.join(root, locale))
    .filter((file) => file.endsWith('.json'))
    .sort()

const readJson = (locale: string, file: string): Json =>
  JSON.parse(fs.readFileSync(path.join(root, locale, file), 'utf8'))

/** The argument names of a text: `{name}` and the first word of `{count, plural, …}`. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort()
}

const kind = (value: Json) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value)

/** Every way `b` (language `bName`) is not shaped like `a` (language `aName`), as readable lines. */
function differences(a: Json, b: Json, aName: string, bName: string, at = ''): string[] {
  const where = at || '(root)'
  if (kind(a) !== kind(b)) return [`${where}: ${kind(a)} in ${aName}, ${kind(b)} in ${bName}`]
  if (typeof a === 'string' && typeof b === 'string') {
    const [pa, pb] = [placeholders(a), placeholders(b)]
    return pa.join() === pb.join()
      ? []
      : [`${where}: placeholders {${pa.join('}, {')}} in ${aName}, {${pb.join('}, {')}} in ${bName}`]
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const out = a.length === b.length ? [] : [`${where}: ${a.length} items in ${aName}, ${b.length} in ${bName}`]
    for (let i = 0; i < Math.min(a.length, b.length); i++)
      out.push(...differences(a[i], b[i], aName, bName, `${at}[${i}]`))
    return out
  }
  if (kind(a) === 'object') {
    const [oa, ob] = [a as Record<string, Json>, b as Record<string, Json>]
    const out: string[] = []
    for (const key of Object.keys(oa)) {
      const child = at ? `${at}.${key}` : key
      if (!Object.hasOwn(ob, key)) out.push(`${child}: only in ${aName}`)
      else out.push(...differences(oa[key], ob[key], aName, bName, child))
    }
    for (const key of Object.keys(ob))
      if (!Object.hasOwn(oa, key)) out.push(`${at ? `${at}.${key}` : key}: only in ${bName}`)
    return out
  }
  return []
}

describe('message catalogues', () => {
  it('exist as the same files in every language', () => {
    expect(jsonFiles(reference).length).toBeGreaterThan(0)
    for (const locale of others) expect(jsonFiles(locale), locale).toEqual(jsonFiles(reference))
  })

  for (const locale of others) {
    for (const file of jsonFiles(reference)) {
      it(`${locale}/${file} has the keys, list lengths and placeholders of ${reference}/${file}`, () => {
        const theirs = path.join(root, locale, file)
        if (!fs.existsSync(theirs)) throw new Error(`${locale}/${file} is missing`)
        expect(differences(readJson(reference, file), readJson(locale, file), reference, locale)).toEqual([])
      })
    }
  }
})

describe('the catalogue comparison', () => {
  it('finds a key missing on either side, at any depth', () => {
    expect(differences({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } }, 'en', 'fr')).toEqual(['a.c: only in en'])
    expect(differences({ a: { b: 'x' } }, { a: { b: 'x', d: 'z' } }, 'en', 'fr')).toEqual(['a.d: only in fr'])
  })

  it('finds lists of another length and differences inside them', () => {
    expect(differences({ l: ['a', 'b'] }, { l: ['a'] }, 'en', 'fr')).toEqual(['l: 2 items in en, 1 in fr'])
    expect(differences({ l: [{ t: 'a' }] }, { l: [{}] }, 'en', 'fr')).toEqual(['l[0].t: only in en'])
  })

  it('finds a text against a group, and placeholders that differ', () => {
    expect(differences({ a: 'x' }, { a: { b: 'x' } }, 'en', 'fr')).toEqual(['a: string in en, object in fr'])
    expect(differences({ a: 'Hi {name}' }, { a: 'Salut {nom}' }, 'en', 'fr')).toEqual([
      'a: placeholders {name} in en, {nom} in fr',
    ])
    expect(differences({ a: '{a} then {b}' }, { a: '{b} puis {a}' }, 'en', 'fr')).toEqual([])
  })

  it('reads plural arguments by name', () => {
    expect(placeholders('{count, plural, one {# photo} other {# photos}} by {name}')).toEqual(['count', 'name'])
  })
})
