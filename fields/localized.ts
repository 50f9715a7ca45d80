import type { Field, GroupField, TextareaField, TextField } from 'payload'

/** A plain description, or one per CMS interface language ({ en, fr }). */
type Description = string | Record<string, string>
type TextOptions = Omit<Partial<TextField>, 'type' | 'name' | 'hasMany'> & { description?: Description }
type TextareaOptions = Omit<Partial<TextareaField>, 'type' | 'name'> & { description?: Description }

/**
 * Visitor-facing copy is always localized: French falls back to English field by field
 * (payload.config `localization.fallback`), so an untranslated field never shows up empty.
 */
export const text = (name: string, { description, admin, ...rest }: TextOptions = {}): TextField =>
  ({ name, type: 'text', localized: true, admin: { ...admin, description }, ...rest }) as TextField

export const textarea = (name: string, { description, admin, ...rest }: TextareaOptions = {}): TextareaField =>
  ({ name, type: 'textarea', localized: true, admin: { ...admin, description }, ...rest }) as TextareaField

/** A list of short localized strings (includes, topics, features), one row per item. */
export const textList = (
  name: string,
  options: { minRows?: number; maxRows?: number; description?: string } = {},
): Field => ({
  name,
  type: 'array',
  localized: true,
  minRows: options.minRows,
  maxRows: options.maxRows,
  admin: { description: options.description, initCollapsed: true },
  fields: [{ name: 'text', type: 'text', required: true }],
})

/** Heading block shared by page sections: optional eyebrow, a title, an intro paragraph. */
export const section = (name: string, extra: Field[] = [], label?: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [text('eyebrow'), text('title'), textarea('body'), ...extra],
})

/** Call-to-action band (title, text, button labels); where the buttons lead is decided by the page. */
export const callToAction = (name = 'cta'): GroupField => ({
  name,
  type: 'group',
  fields: [text('title'), textarea('body'), text('primaryLabel'), text('secondaryLabel')],
})

/** Page metadata: title and description for search engines and social previews. */
export const seo = (): GroupField => ({
  name: 'seo',
  type: 'group',
  admin: { description: 'Search engines and social previews' },
  fields: [text('title'), textarea('description'), text('keywords', { description: 'Comma-separated' })],
})

/** A short question/answer list on a page (pricing FAQ, contact FAQ). */
export const questions = (name: string): Field => ({
  name,
  type: 'array',
  admin: { initCollapsed: true },
  fields: [text('question', { required: true }), textarea('answer', { required: true })],
})

/** Title + text cards (highlights, values, features, steps). */
export const cards = (
  name: string,
  extra: Field[] = [],
  options: { minRows?: number; maxRows?: number } = {},
): Field => ({
  name,
  type: 'array',
  minRows: options.minRows,
  maxRows: options.maxRows,
  admin: { initCollapsed: true },
  fields: [text('title', { required: true }), textarea('body'), ...extra],
})

export const image = (name = 'image', required = false): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
})
