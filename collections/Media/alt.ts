import type { CollectionBeforeValidateHook, Field, TextFieldSingleValidation } from 'payload'

import { cmsLabel, cmsMessage, languageName } from '@root/fields/messages'
import type { Locale } from '@/i18n/routing'

const altField = { en: 'altEn', fr: 'altFr' } as const satisfies Record<Locale, string>

const present = (value: unknown) => typeof value === 'string' && value.trim().length > 0

/** Refuses a missing alt text, naming the language that lacks it (in the editor's CMS language). */
const requiredIn =
  (locale: Locale): TextFieldSingleValidation =>
  (value, { req }) =>
    present(value) ? true : cmsMessage(req, 'media', 'altMissing', { languages: languageName(req, locale) })

/**
 * Every image shows on both language versions of a page, so its alt text is required in English
 * and in French, side by side in the upload form (one upload, both texts; the CMS names the
 * language that is missing). `alt` is what the site and the API read: the text in the requested
 * language.
 */
export const altFields: Field[] = [
  {
    type: 'row',
    fields: (['en', 'fr'] as const).map((locale): Field => ({
      name: altField[locale],
      type: 'text',
      // In the CMS's language, so its "field is invalid" notice names the missing language too.
      label: cmsLabel('media', altField[locale]),
      validate: requiredIn(locale),
      admin: { width: '50%', description: cmsLabel('media', 'altDescription') },
    })),
  },
  {
    name: 'alt',
    type: 'text',
    virtual: true,
    admin: { hidden: true },
    hooks: {
      afterRead: [
        ({ siblingData, req }) =>
          (req.locale === 'fr' ? siblingData?.altFr : siblingData?.altEn) || siblingData?.altEn || siblingData?.altFr,
      ],
    },
  },
]

/**
 * A caller that writes `alt` (the API as it was, a script) writes the text of the locale it
 * writes in; the other language must still be given.
 */
export const acceptAlt: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data || !present(data.alt)) return data
  const field = altField[req.locale === 'fr' ? 'fr' : 'en']
  if (!present(data[field])) data[field] = data.alt
  delete data.alt
  return data
}
