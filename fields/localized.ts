import type { ArrayField, Field, GroupField, TextareaField, TextField, UploadField } from 'payload'

import {
  areaLabel,
  type Bilingual,
  type CmsArea,
  type CmsKey,
  sharedLabel,
  type SharedFieldName,
} from '@root/fields/messages'

/**
 * Labels of the CMS are in both interface languages (cms.json). A field named like one of the
 * names `K` it is built among (cms.json `fields` for the builders below, one area's keys for
 * `localizedIn`) takes that label unless it brings its own; any other name must bring one, or the
 * call does not compile.
 */
type Labelled<N extends string, K extends string> = N extends K ? { label?: Bilingual } : { label: Bilingual }
/** A list also names one of its rows (the "Add …" button): `<name>Row` when it is among `K`. */
type ListLabelled<N extends string, K extends string> = N extends K
  ? `${N}Row` extends K
    ? { label?: Bilingual; row?: Bilingual }
    : { label?: Bilingual; row: Bilingual }
  : { label: Bilingual; row: Bilingual }
/** The options argument, which may be left out only when nothing in it is required. */
type Options<O> = object extends O ? [options?: O] : [options: O]

type TextOptions = Omit<Partial<TextField>, 'type' | 'name' | 'hasMany' | 'label'> & { description?: Bilingual }
type TextareaOptions = Omit<Partial<TextareaField>, 'type' | 'name' | 'label'> & { description?: Bilingual }
type ListOptions = { minRows?: number; maxRows?: number; description?: Bilingual }
type ListSpec = ListOptions & { label?: Bilingual; row?: Bilingual; fields: Field[]; localized?: boolean }

/** A localized text or textarea labelled `label`, the description in `admin`. */
const localizedText = (
  type: 'text' | 'textarea',
  name: string,
  label: Bilingual,
  { description, admin, ...rest }: TextOptions | TextareaOptions = {},
) => ({ name, type, localized: true, label, admin: { ...admin, description }, ...rest })

/** The shared fields that sections, calls to action and cards are made of (cms.json `fields`). */
const sharedText = (name: SharedFieldName, options?: TextOptions) =>
  localizedText('text', name, sharedLabel(name), options) as TextField
const sharedTextarea = (name: SharedFieldName, options?: TextareaOptions) =>
  localizedText('textarea', name, sharedLabel(name), options) as TextareaField

/**
 * The field builders, labelling a field by its name with `labelFor` (names `K`) unless it brings
 * its own label. Visitor-facing copy is always localized: French falls back to English field by
 * field (payload.config `localization.fallback`), so an untranslated field never shows up empty.
 */
function localizedBuilders<K extends string>(labelFor: (name: string) => Bilingual) {
  const labelOf = (name: string, label: Bilingual | undefined) => label ?? labelFor(name)

  /** A list of rows, collapsed in the editor: its label names the list, `row` one of its rows. */
  const rows = (
    name: string,
    { fields, localized, minRows, maxRows, description, label, row }: ListSpec,
  ): ArrayField => {
    const plural = labelOf(name, label)
    return {
      name,
      type: 'array',
      localized,
      label: plural,
      labels: { singular: row ?? labelFor(`${name}Row`), plural },
      minRows,
      maxRows,
      admin: { initCollapsed: true, description },
      fields,
    }
  }

  const text = <N extends string>(name: N, ...[options]: Options<TextOptions & Labelled<N, K>>): TextField =>
    localizedText('text', name, labelOf(name, options?.label), options) as TextField

  return {
    /** The text `key` among `K`, for a description or a label that is not the field's name. */
    label: (key: K): Bilingual => labelFor(key),

    text,

    /** Short texts side by side, each labelled by its name (a block's button and link labels). */
    texts: (names: readonly K[]): TextField[] =>
      names.map((name) => localizedText('text', name, labelFor(name)) as TextField),

    textarea: <N extends string>(name: N, ...[options]: Options<TextareaOptions & Labelled<N, K>>): TextareaField =>
      localizedText('textarea', name, labelOf(name, options?.label), options) as TextareaField,

    list: <N extends string>(
      name: N,
      ...[options]: Options<ListOptions & { fields: Field[] } & ListLabelled<N, K>>
    ): ArrayField => rows(name, options as ListSpec),

    /** A list of short localized strings (includes, topics, features), one row per item. */
    textList: <N extends string>(name: N, ...[options]: Options<ListOptions & ListLabelled<N, K>>): ArrayField =>
      rows(name, {
        ...options,
        localized: true,
        fields: [{ name: 'text', type: 'text', required: true, label: sharedLabel('text') }],
      }),

    /** A short question/answer list on a page (pricing FAQ, contact FAQ). */
    questions: <N extends string>(name: N, ...[options]: Options<ListLabelled<N, K>>): ArrayField =>
      rows(name, {
        ...options,
        fields: [sharedText('question', { required: true }), sharedTextarea('answer', { required: true })],
      }),

    /** Title + text cards (highlights, values, features, steps). */
    cards: <N extends string>(
      name: N,
      ...[options]: Options<{ fields?: Field[]; minRows?: number; maxRows?: number } & ListLabelled<N, K>>
    ): ArrayField => {
      const { fields = [], ...rest } = (options ?? {}) as ListSpec
      return rows(name, {
        ...rest,
        fields: [sharedText('title', { required: true }), sharedTextarea('body'), ...fields],
      })
    },

    /** Fields shown together under one heading. */
    group: <N extends string>(
      name: N,
      fields: Field[],
      ...[options]: Options<{ description?: Bilingual } & Labelled<N, K>>
    ): GroupField => {
      const { description, label } = (options ?? {}) as { description?: Bilingual; label?: Bilingual }
      return {
        name,
        type: 'group',
        label: labelOf(name, label),
        fields,
        ...(description && { admin: { description } }),
      }
    },

    /** Heading block shared by page sections: optional eyebrow, a title, an intro paragraph. */
    section: <N extends string>(name: N, ...[options]: Options<{ fields?: Field[] } & Labelled<N, K>>): GroupField => {
      const { fields = [], label } = (options ?? {}) as { fields?: Field[]; label?: Bilingual }
      return {
        name,
        label: labelOf(name, label),
        type: 'group',
        fields: [sharedText('eyebrow'), sharedText('title'), sharedTextarea('body'), ...fields],
      }
    },

    image: <N extends string>(name: N, ...[options]: Options<{ required?: boolean } & Labelled<N, K>>): UploadField => {
      const { required = false, label } = (options ?? {}) as { required?: boolean; label?: Bilingual }
      return { name, type: 'upload', relationTo: 'media', required, label: labelOf(name, label) }
    },
  }
}

const shared = localizedBuilders<SharedFieldName>(sharedLabel)

/** The builders labelled from cms.json `fields` (title, body, eyebrow…): names shared across the CMS. */
export const { text, textarea, textList, cards, group, section, image, questions } = shared

/**
 * The same builders labelled from one cms.json area, for a page's or a collection's own fields.
 * `localizedIn('pricingPage')` is what pageGlobal hands the pricing page as `page`: there
 * `page.text('vipLabel')` is labelled by `pricingPage.vipLabel`, `page.list('extras', …)` by
 * `extras` and `extrasRow`.
 */
export const localizedIn = <A extends CmsArea>(area: A) =>
  localizedBuilders<CmsKey<A> & string>((name) => areaLabel(area, name))

/** Call-to-action band (title, text, button labels); where the buttons lead is decided by the page. */
export const callToAction = <N extends string = 'cta'>(
  name: N = 'cta' as N,
  ...[options]: Options<Labelled<N, SharedFieldName>>
): GroupField => ({
  name,
  label: (options as { label?: Bilingual } | undefined)?.label ?? sharedLabel(name),
  type: 'group',
  fields: [sharedText('title'), sharedTextarea('body'), sharedText('primaryLabel'), sharedText('secondaryLabel')],
})

/** Page metadata: title and description for search engines and social previews. */
export const seo = (): GroupField => ({
  name: 'seo',
  label: sharedLabel('seo'),
  type: 'group',
  admin: { description: sharedLabel('seoDescription') },
  fields: [
    sharedText('title'),
    sharedTextarea('description'),
    sharedText('keywords', { description: sharedLabel('keywordsDescription') }),
  ],
})
