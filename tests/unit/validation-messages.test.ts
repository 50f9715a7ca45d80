import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import en from '@/i18n/messages/en/validation.json'
import fr from '@/i18n/messages/fr/validation.json'
import { classBookingSchema } from '@/lib/schemas/classBooking'
import { contactSchema } from '@/lib/schemas/contact'
import { resolveLocale } from '@/i18n/resolve-locale'
import { flattenZodError, isValidationKey, validationTranslator } from '@/lib/schemas/errors'
import { V } from '@/lib/schemas/messages'
import { poolRegistrationSchema } from '@/lib/schemas/poolRegistration'

describe('validation message files', () => {
  it('have the same keys in English and French, all non-empty', () => {
    expect(Object.keys(fr.validation).sort()).toEqual(Object.keys(en.validation).sort())
    for (const [key, text] of [...Object.entries(en.validation), ...Object.entries(fr.validation)]) {
      expect(text.trim(), key).not.toBe('')
    }
  })

  it('cover every key the schemas use', () => {
    for (const key of Object.values(V)) {
      expect(isValidationKey(key), key).toBe(true)
      const name = key.slice('validation.'.length)
      expect(en.validation, key).toHaveProperty(name)
      expect(fr.validation, key).toHaveProperty(name)
    }
  })

  it('hold the exact English strings of the seeds', () => {
    expect(en.validation).toMatchObject({
      classTypeRequired: 'Class type is required',
      formatRequired: 'Format is required',
      experienceRequired: 'Experience level is required',
      totalCostNonNegative: 'Total cost must be non-negative',
      passwordRequired: 'Password is required',
      titleRequired: 'Title is required',
      slugRequired: 'Slug is required',
      contentRequired: 'Content is required',
      urlInvalid: 'Must be a valid URL',
      emailInvalid: 'Please enter a valid email address.',
    })
  })

  it('keep the French-only pool page in French in both files', () => {
    expect(en.validation.poolFieldsRequired).toBe('Veuillez remplir tous les champs')
    expect(fr.validation.poolFieldsRequired).toBe('Veuillez remplir tous les champs')
    expect(en.validation.poolEmailInvalid).toBe(fr.validation.poolEmailInvalid)
    expect(en.validation.poolFieldTooLong).toBe(fr.validation.poolFieldTooLong)
  })

  it('translate the rest into French', () => {
    expect(fr.validation.classTypeRequired).toBe('Le type de cours est requis')
    expect(fr.validation.passwordRequired).toBe('Le mot de passe est requis')
    expect(fr.validation.urlInvalid).not.toBe(en.validation.urlInvalid)
  })
})

describe('flattenZodError', () => {
  const failure = (schema: z.ZodType, input: unknown): z.ZodError => {
    const result = schema.safeParse(input)
    if (result.success) throw new Error('expected a failure')
    return result.error
  }

  it('gives one English message per field and the first as the message, by default', () => {
    const error = failure(classBookingSchema, { name: 'A', email: 'a@b.ca', totalCost: -5 })
    expect(flattenZodError(error)).toEqual({
      message: 'Class type is required',
      fieldErrors: {
        classType: 'Class type is required',
        format: 'Format is required',
        experience: 'Experience level is required',
        totalCost: 'Total cost must be non-negative',
      },
    })
  })

  it('answers in French with the French translator', () => {
    const error = failure(contactSchema, {
      name: '',
      email: 'x',
      serviceType: 'wedding',
      message: 'Bonjour, je voudrais un devis.',
    })
    expect(flattenZodError(error, validationTranslator('fr'))).toEqual({
      message: 'Le nom est requis',
      fieldErrors: {
        name: 'Le nom est requis',
        email: 'Veuillez entrer une adresse courriel valide.',
      },
    })
  })

  it('keeps the pool message French whatever the locale', () => {
    const error = failure(poolRegistrationSchema, { name: 'Marc' })
    for (const locale of ['en', 'fr'] as const) {
      expect(flattenZodError(error, validationTranslator(locale)).message).toBe('Veuillez remplir tous les champs')
    }
  })

  it('passes keys through an identity translator, for a client that translates itself', () => {
    const error = failure(classBookingSchema, {})
    expect(flattenZodError(error, (key) => key).fieldErrors.classType).toBe('validation.classTypeRequired')
  })

  it('replaces zod default messages with the generic text and joins nested paths', () => {
    const schema = z.object({ items: z.array(z.object({ qty: z.number() })) })
    const error = failure(schema, { items: [{ qty: 'x' }] })
    expect(flattenZodError(error, validationTranslator('fr'))).toEqual({
      message: "Cette valeur n'est pas valide.",
      fieldErrors: { 'items.0.qty': "Cette valeur n'est pas valide." },
    })
  })

  it('does not mistake inherited property names for keys', () => {
    expect(isValidationKey('validation.toString')).toBe(false)
    expect(validationTranslator('en')('validation.constructor')).toBe('This value is not valid.')
  })

  it('keeps object-level issues out of fieldErrors', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, { error: V.failed })
    const error = failure(schema, { a: 'x' })
    expect(flattenZodError(error)).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: {},
    })
  })
})

describe('resolveLocale', () => {
  it('reads locales and Accept-Language headers, defaulting to English', () => {
    expect(resolveLocale('fr')).toBe('fr')
    expect(resolveLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr')
    expect(resolveLocale('FR-ca')).toBe('fr')
    expect(resolveLocale('en-CA,fr;q=0.5')).toBe('en')
    expect(resolveLocale('french')).toBe('en')
    expect(resolveLocale('')).toBe('en')
    expect(resolveLocale(null)).toBe('en')
    expect(resolveLocale()).toBe('en')
  })
})
