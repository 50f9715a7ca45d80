import type { z } from 'zod'

import en from '@/i18n/messages/en/validation.json'
import fr from '@/i18n/messages/fr/validation.json'
import type { Locale } from '@/i18n/routing'

import { V, type ValidationKey } from './messages'

export type Translate = (key: string) => string

export interface FlattenedValidationError {
  /** The first problem, as text: what a toast shows when the form has no field to highlight. */
  message: string
  /** One message per field path ("email", "items.0.name"), the first problem of that field. */
  fieldErrors: Record<string, string>
}

export function isValidationKey(value: string): value is ValidationKey {
  return value.startsWith('validation.') && Object.hasOwn(en.validation, value.slice('validation.'.length))
}

const catalogues: Record<Locale, Record<string, string>> = {
  en: en.validation,
  fr: fr.validation,
}

/**
 * Translates the validation keys of the schemas for the server's answers. A message that is not
 * one of our keys is a default message of zod (a shape we did not anticipate); it is replaced by
 * the generic "invalid value" text rather than leaking zod's English into a French answer.
 */
export function validationTranslator(locale: Locale): Translate {
  const catalogue = catalogues[locale]
  return (key) => {
    const name = isValidationKey(key) ? key.slice('validation.'.length) : 'invalidValue'
    return catalogue[name] ?? en.validation.invalidValue
  }
}

/**
 * Shapes a ZodError for the `{ error: 'VALIDATION_FAILED', message, fieldErrors }` answer. The
 * default translation is English so that a caller that forgets the locale still answers in words,
 * not keys. Issues without a path (object-level checks) only contribute to `message`.
 */
export function flattenZodError(
  error: z.ZodError,
  translate: Translate = validationTranslator('en'),
): FlattenedValidationError {
  const fieldErrors: Record<string, string> = {}
  for (const issue of error.issues) {
    if (issue.path.length === 0) continue
    const field = issue.path.map(String).join('.')
    if (!(field in fieldErrors)) fieldErrors[field] = translate(issue.message)
  }
  const first = error.issues[0]
  const message = first ? translate(first.message) : translate(V.failed)
  return { message, fieldErrors }
}

export type { ValidationKey }
