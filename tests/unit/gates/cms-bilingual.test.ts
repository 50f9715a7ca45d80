/**
 * Every text the project gives the CMS (/cms, Payload's admin, in English or French) exists in both
 * languages: collection and global names, groups, descriptions, field, tab and list labels, option
 * labels, the content languages' names. A field left without a label is the same mistake: Payload then shows an English label
 * made from its name ("eventDate" → "Event Date") whatever the editor's language. The texts live in
 * src/i18n/messages/{en,fr}/cms.json (or another catalogue of the site, for option labels it already
 * has); this test walks the built config, so it sees the fields of helpers and plugins too, and
 * names the collection or global and the field path of each text that is missing or one-language.
 * Not checked: the few texts Payload types as plain strings, which it shows as given in either
 * language (a date's timezone names, the live preview's sizes); those are kept language-neutral.
 */
import { initI18n } from '@payloadcms/translations'
import type { I18nClient } from '@payloadcms/translations'
import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@root/payload.config'

type Node = Record<string, unknown>
type Entity = { slug: string; label?: unknown; labels?: unknown; admin?: Node; fields: Node[] }

/** Payload's translations (its own and its plugins'), per interface language: namespace → key → text. */
type PayloadTexts = Record<string, Record<string, Record<string, unknown> | undefined>>

const languages = ['en', 'fr'] as const

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)
const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value))

/**
 * Fields that Payload adds itself, and translates itself, are recognised by their label: Payload
 * writes it as a function of its own translations, e.g. `({ t }) => t('general:createdAt')` for
 * createdAt/updatedAt, `t('general:email')` and `t('authentication:username')` for the auth fields,
 * `t('version:status')` for a draft's status, `t('upload:fileName')` for an upload's file. The
 * project never labels with a function (its texts are { en, fr } objects), so a function label is
 * Payload's (or a plugin's, through Payload's translations). Rather than trusting it blindly, the
 * function is called with Payload's `t` in each language and must ask for keys that have a text
 * there. The other fields Payload adds (password hash and salt, login attempts, an upload's
 * size and dimensions, array row ids, a date's timezone column…) are hidden and skipped as such.
 */
function checkPayloadText(where: string, text: (args: object) => unknown, payloadTexts: PayloadTexts): string[] {
  const problems: string[] = []
  for (const language of languages) {
    const asked: string[] = []
    const t = (key: string) => {
      asked.push(key)
      const [namespace, name] = key.split(':')
      const found = payloadTexts[language]?.[namespace ?? '']?.[name ?? '']
      if (typeof found !== 'string' || !found.trim())
        problems.push(`${where}: Payload has no ${language} text for ${key}`)
      return typeof found === 'string' ? found : key
    }
    const out = text({ t, i18n: { language, t } })
    if (asked.length === 0) problems.push(`${where}: a label function that does not use Payload's translations`)
    if (typeof out !== 'string' || !out.trim()) problems.push(`${where}: gives ${show(out)} in ${language}`)
  }
  return problems
}

/** A text shown in the CMS: `{ en, fr }`, both filled in (or Payload's own, see above). */
function checkText(where: string, value: unknown, payloadTexts: PayloadTexts): string[] {
  if (typeof value === 'function') return checkPayloadText(where, value as (args: object) => unknown, payloadTexts)
  if (value === undefined) return [`${where}: missing`]
  if (!isObject(value)) return [`${where}: ${show(value)}, not { en, fr }`]
  return languages
    .filter((language) => typeof value[language] !== 'string' || !(value[language] as string).trim())
    .map((language) => `${where}: no ${language} text in ${show(value)}`)
}

const hidden = (field: Node) => {
  const admin = isObject(field.admin) ? field.admin : {}
  return field.hidden === true || admin.hidden === true || admin.disabled === true
}

/** Problems of a list of fields, their sub-fields, tabs, blocks included; `at` is the path so far. */
function checkFields(fields: Node[], at: string, payloadTexts: PayloadTexts): string[] {
  const problems: string[] = []
  for (const field of fields) {
    if (hidden(field)) continue
    const name = typeof field.name === 'string' ? field.name : undefined
    const path = name ? (at ? `${at}.${name}` : name) : at
    const here = name ? path : `${at ? `${at} ` : ''}(${String(field.type)})`
    const check = (what: string, value: unknown) => problems.push(...checkText(`${here} ${what}`, value, payloadTexts))
    const admin = isObject(field.admin) ? field.admin : {}

    // A row only lays its fields out; a label of `false` is an explicit "no label".
    if (field.type !== 'row' && field.type !== 'tabs' && field.label !== false) check('label', field.label)
    if (admin.description !== undefined) check('description', admin.description)
    if (admin.placeholder !== undefined) check('placeholder', admin.placeholder)
    if (Array.isArray(field.options))
      for (const option of field.options as unknown[]) {
        if (isObject(option)) check(`option "${String(option.value)}"`, option.label)
        else problems.push(`${here} option ${show(option)}: labelled by its value, not { en, fr }`)
      }
    // A list's "Add …" button and row headings use its singular and plural.
    if ((field.type === 'array' || field.type === 'blocks') && field.label !== false) {
      const labels = isObject(field.labels) ? field.labels : {}
      check('singular', labels.singular)
      check('plural', labels.plural)
    }

    if (Array.isArray(field.fields)) problems.push(...checkFields(field.fields as Node[], path, payloadTexts))
    if (Array.isArray(field.tabs))
      for (const tab of field.tabs as Node[]) {
        const tabName = typeof tab.name === 'string' ? tab.name : undefined
        const tabAt = tabName ? (at ? `${at}.${tabName}` : tabName) : at
        const label = isObject(tab.label) ? (tab.label as Node).en : tab.label
        const tabHere = `${at ? `${at} ` : ''}tab ${show(tabName ?? label)}`
        problems.push(...checkText(`${tabHere} label`, tab.label, payloadTexts))
        if (tab.description !== undefined)
          problems.push(...checkText(`${tabHere} description`, tab.description, payloadTexts))
        problems.push(...checkFields((tab.fields as Node[]) ?? [], tabAt, payloadTexts))
      }
    if (Array.isArray(field.blocks))
      for (const block of field.blocks as Node[]) {
        const blockAt = `${path}[${String(block.slug)}]`
        const labels = isObject(block.labels) ? block.labels : {}
        problems.push(...checkText(`${blockAt} singular`, labels.singular, payloadTexts))
        problems.push(...checkText(`${blockAt} plural`, labels.plural, payloadTexts))
        problems.push(...checkFields((block.fields as Node[]) ?? [], blockAt, payloadTexts))
      }
  }
  return problems
}

/** Problems of one collection or global (named in each line); none when it is hidden from the CMS. */
function checkEntity(kind: 'collection' | 'global', entity: Entity, payloadTexts: PayloadTexts): string[] {
  const admin = entity.admin ?? {}
  if (admin.hidden === true) return []
  const of = `${kind} ${entity.slug}`
  const problems: string[] = []
  if (kind === 'collection') {
    const labels = isObject(entity.labels) ? entity.labels : {}
    problems.push(...checkText(`${of}: singular`, labels.singular, payloadTexts))
    problems.push(...checkText(`${of}: plural`, labels.plural, payloadTexts))
  } else problems.push(...checkText(`${of}: label`, entity.label, payloadTexts))
  // No group puts it under Payload's own (translated) heading; `false` keeps it out of the nav.
  if (admin.group !== undefined && admin.group !== false)
    problems.push(...checkText(`${of}: group`, admin.group, payloadTexts))
  if (admin.description !== undefined)
    problems.push(...checkText(`${of}: description`, admin.description, payloadTexts))
  return [...problems, ...checkFields(entity.fields, '', payloadTexts).map((problem) => `${of}: ${problem}`)]
}

function cmsTextProblems(
  built: Pick<SanitizedConfig, 'collections' | 'globals' | 'localization'>,
  payloadTexts: PayloadTexts,
) {
  // The content languages' names, in the locale switcher and beside each localized field.
  const locales = built.localization ? built.localization.locales : []
  return [
    ...locales.flatMap((locale) => checkText(`locale ${locale.code}: label`, locale.label, payloadTexts)),
    ...built.collections.flatMap((c) => checkEntity('collection', c as unknown as Entity, payloadTexts)),
    ...built.globals.flatMap((g) => checkEntity('global', g as unknown as Entity, payloadTexts)),
  ]
}

async function payloadTextsOf(built: SanitizedConfig): Promise<PayloadTexts> {
  const out: PayloadTexts = {}
  for (const language of languages) {
    const i18n: I18nClient = await initI18n({ config: built.i18n, context: 'client', language })
    out[language] = i18n.translations as PayloadTexts[string]
  }
  return out
}

describe('CMS texts', () => {
  it('exist in English and French for every collection, global and visible field', async () => {
    const built = await config
    expect(cmsTextProblems(built, await payloadTextsOf(built))).toEqual([])
  }, 60_000)

  type Translator = { t: (key: string) => string }

  it('are checked: an English-only text, a label made from the name, a value as label all fail', async () => {
    const built = await config
    const bilingual = { en: 'Title', fr: 'Titre' }
    const fake = {
      collections: [
        {
          slug: 'things',
          labels: { singular: bilingual, plural: 'Things' },
          admin: { group: 'Content' },
          fields: [
            { name: 'title', type: 'text', label: bilingual },
            { name: 'eventDate', type: 'text', label: 'Event Date' },
            { name: 'secret', type: 'text', label: 'Secret', admin: { hidden: true } },
            {
              type: 'tabs',
              tabs: [
                {
                  label: 'Details',
                  fields: [
                    {
                      name: 'kind',
                      type: 'select',
                      label: bilingual,
                      options: ['a', { value: 'b', label: bilingual }],
                    },
                    {
                      name: 'rows',
                      type: 'array',
                      label: bilingual,
                      labels: { singular: { en: 'Row', fr: '' }, plural: bilingual },
                      fields: [{ name: 'note', type: 'text', label: bilingual, admin: { description: 'Short' } }],
                    },
                  ],
                },
              ],
            },
            // Payload's own, translated by Payload: passes; a key Payload has no text for does not.
            { name: 'createdAt', type: 'date', label: ({ t }: Translator) => t('general:createdAt') },
            { name: 'updatedAt', type: 'date', label: ({ t }: Translator) => t('general:noSuchText') },
          ],
        },
      ],
      globals: [{ slug: 'page', label: 'Page', fields: [] }],
    } as unknown as SanitizedConfig
    expect(cmsTextProblems(fake, await payloadTextsOf(built))).toEqual([
      'collection things: plural: "Things", not { en, fr }',
      'collection things: group: "Content", not { en, fr }',
      'collection things: eventDate label: "Event Date", not { en, fr }',
      'collection things: tab "Details" label: "Details", not { en, fr }',
      'collection things: kind option "a": labelled by its value, not { en, fr }',
      'collection things: rows singular: no fr text in {"en":"Row","fr":""}',
      'collection things: rows.note description: "Short", not { en, fr }',
      'collection things: updatedAt label: Payload has no en text for general:noSuchText',
      'collection things: updatedAt label: Payload has no fr text for general:noSuchText',
      'global page: label: "Page", not { en, fr }',
    ])
  }, 60_000)
})
