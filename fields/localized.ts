import type { ArrayField, Field, GroupField, TextareaField, TextField, UploadField } from 'payload'

import { type Bilingual, sharedLabel, type SharedFieldName } from '@/fields/messages'

/**
 * Labels of the CMS are in both interface languages (cms.json). A field named like one of cms.json
 * `fields` (title, body, eyebrow…) takes that label unless it brings its own; any other name must
 * bring one, or the call does not compile.
 */
type Labelled<N extends string> = N extends SharedFieldName ? { label?: Bilingual } : { label: Bilingual }
/** A list also names one of its rows (the "Add …" button): `fields` `<name>Row` when it is shared. */
type ListLabelled<N extends string> = N extends SharedFieldName
  ? `${N}Row` extends SharedFieldName
    ? { label?: Bilingual; row?: Bilingual }
    : { label?: Bilingual; row: Bilingual }
  : { label: Bilingual; row: Bilingual }
/** The options argument, which may be left out only when nothing in it is required. */
type Options<O> = object extends O ? [options?: O] : [options: O]

type TextOptions = Omit<Partial<TextField>, 'type' | 'name' | 'hasMany' | 'label'> & { description?: Bilingual }
type TextareaOptions = Omit<Partial<TextareaField>, 'type' | 'name' | 'label'> & { description?: Bilingual }
type ListOptions = { minRows?: number; maxRows?: number; description?: Bilingual }

const labelOf = (name: string, label: Bilingual | undefined) => label ?? sharedLabel(name)
const rowsOf = (name: string, label: Bilingual | undefined, row: Bilingual | undefined) => {
  const plural = labelOf(name, label)
  return { label: plural, labels: { singular: row ?? sharedLabel(`${name}Row`), plural } }
}

/** A localized text or textarea: the label from cms.json unless given, the description in `admin`. */
const localizedText = (
  type: 'text' | 'textarea',
  name: string,
  options: (TextOptions | TextareaOptions) & { label?: Bilingual } = {},
) => {
  const { description, admin, label, ...rest } = options
  return { name, type, localized: true, label: labelOf(name, label), admin: { ...admin, description }, ...rest }
}

/**
 * Visitor-facing copy is always localized: French falls back to English field by field
 * (payload.config `localization.fallback`), so an untranslated field never shows up empty.
 */
export const text = <N extends string>(name: N, ...[options]: Options<TextOptions & Labelled<N>>): TextField =>
  localizedText('text', name, options) as TextField

export const textarea = <N extends string>(
  name: N,
  ...[options]: Options<TextareaOptions & Labelled<N>>
): TextareaField => localizedText('textarea', name, options) as TextareaField

/** A list of short localized strings (includes, topics, features), one row per item. */
export const textList = <N extends string>(name: N, ...[options]: Options<ListOptions & ListLabelled<N>>): Field => {
  const { minRows, maxRows, description, label, row } = (options ?? {}) as ListOptions & {
    label?: Bilingual
    row?: Bilingual
  }
  return {
    name,
    type: 'array',
    localized: true,
    ...rowsOf(name, label, row),
    minRows,
    maxRows,
    admin: { description, initCollapsed: true },
    fields: [{ name: 'text', type: 'text', required: true, label: sharedLabel('text') }],
  }
}

/** Heading block shared by page sections: optional eyebrow, a title, an intro paragraph. */
export const section = <N extends string>(
  name: N,
  ...[options]: Options<{ fields?: Field[] } & Labelled<N>>
): GroupField => {
  const { fields = [], label } = (options ?? {}) as { fields?: Field[]; label?: Bilingual }
  return {
    name,
    label: labelOf(name, label),
    type: 'group',
    fields: [text('eyebrow'), text('title'), textarea('body'), ...fields],
  }
}

/** Call-to-action band (title, text, button labels); where the buttons lead is decided by the page. */
export const callToAction = <N extends string = 'cta'>(
  name: N = 'cta' as N,
  ...[options]: Options<Labelled<N>>
): GroupField => ({
  name,
  label: labelOf(name, (options as { label?: Bilingual } | undefined)?.label),
  type: 'group',
  fields: [text('title'), textarea('body'), text('primaryLabel'), text('secondaryLabel')],
})

/** Page metadata: title and description for search engines and social previews. */
export const seo = (): GroupField => ({
  name: 'seo',
  label: sharedLabel('seo'),
  type: 'group',
  admin: { description: sharedLabel('seoDescription') },
  fields: [
    text('title'),
    textarea('description'),
    text('keywords', { description: sharedLabel('keywordsDescription') }),
  ],
})

/** A short question/answer list on a page (pricing FAQ, contact FAQ). */
export const questions = <N extends string>(name: N, ...[options]: Options<ListLabelled<N>>): ArrayField => {
  const { label, row } = (options ?? {}) as { label?: Bilingual; row?: Bilingual }
  return {
    name,
    type: 'array',
    ...rowsOf(name, label, row),
    admin: { initCollapsed: true },
    fields: [text('question', { required: true }), textarea('answer', { required: true })],
  }
}

/** Title + text cards (highlights, values, features, steps). */
export const cards = <N extends string>(
  name: N,
  ...[options]: Options<{ fields?: Field[]; minRows?: number; maxRows?: number } & ListLabelled<N>>
): ArrayField => {
  const {
    fields = [],
    minRows,
    maxRows,
    label,
    row,
  } = (options ?? {}) as { fields?: Field[]; minRows?: number; maxRows?: number; label?: Bilingual; row?: Bilingual }
  return {
    name,
    type: 'array',
    ...rowsOf(name, label, row),
    minRows,
    maxRows,
    admin: { initCollapsed: true },
    fields: [text('title', { required: true }), textarea('body'), ...fields],
  }
}

export const image = <N extends string>(
  name: N,
  ...[options]: Options<{ required?: boolean } & Labelled<N>>
): UploadField => {
  const { required = false, label } = (options ?? {}) as { required?: boolean; label?: Bilingual }
  return { name, type: 'upload', relationTo: 'media', required, label: labelOf(name, label) }
}
