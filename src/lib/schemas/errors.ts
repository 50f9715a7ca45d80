import type { z } from 'zod'
import en from '../../i18n/messages/en/validation.json'
import fr from '../../i18n/messages/fr/validation.json'
import { V, type ValidationKey } from './messages'

export type ValidationLocale = 'en' | 'fr'
export type Translate = (key: string) => string

export interface FlattenedValidationError {
  /** The first problem, as text: what a toast shows when the form has no field to highlight. */
  message: string
  /** One message per field path ("email", "items.0.name"), the first problem of that field. */
  fieldErrors: Record<string, string>
}

export function isValidationKey(value: string): value is ValidationKey {
  return (
    value.startsWith('validation.') &&
    Object.hasOwn(en.validation, value.slice('validation.'.length))
  )
}

const catalogues: Record<ValidationLocale, Record<string, string>> = {
  en: en.validation,
  fr: fr.validation,
}

/**
 * Translates the validation keys of the schemas for the server's answers. A message that is not
 * one of our keys is a default message of zod (a shape we did not anticipate); it is replaced by
 * the generic "invalid value" text rather than leaking zod's English into a French answer.
 */
export function validationTranslator(locale: ValidationLocale): Translate {
  const catalogue = catalogues[locale]
  return (key) => {
    const name = isValidationKey(key) ? key.slice('validation.'.length) : 'invalidValue'
    return catalogue[name] ?? en.validation.invalidValue
  }
}

/**
 * Picks the answer language from whatever the server has: a locale ("fr-CA"), an Accept-Language
 * header ("fr-CA,fr;q=0.9,en;q=0.8", first preference wins) or nothing (English, the default
 * locale of the site).
 */
export function resolveValidationLocale(value?: string | null): ValidationLocale {
  const first = value?.split(',')[0]?.trim().toLowerCase() ?? ''
  return first === 'fr' || first.startsWith('fr-') || first.startsWith('fr;') ? 'fr' : 'en'
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
