import { resolveValidationLocale, type ValidationLocale } from '../schemas/errors'
import { requestUrl, type HttpRequest } from './request'

/**
 * Texts of the API's own errors (not field validation, which lives in the validation messages).
 * Visitors may see them verbatim: the newsletter form shows the server's message in its toast.
 */
const texts = {
  en: {
    badRequest: 'The request could not be understood.',
    invalidJson: 'The request body is not valid JSON.',
    invalidCharacters: 'The request contains a character that cannot be stored (U+0000 or an unpaired surrogate).',
    tooLarge: 'The request is too large.',
    unsupportedMediaType: 'Please send the data as JSON (Content-Type: application/json).',
    rateLimited: 'Too many submissions. Please wait a moment and try again.',
    unavailable: 'The service is temporarily unavailable. Please try again in a few seconds.',
    busy: 'We are receiving many requests right now. Please try again in a few seconds.',
    internal: 'Something went wrong on our side. Please try again later.',
    conflict: 'This has already been recorded.',
    idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
    idempotencyInFlight: 'The same request is still being processed. Please retry shortly.',
    forbiddenOrigin: 'Cross-site requests are not allowed.',
  },
  fr: {
    badRequest: 'La requête est incompréhensible.',
    invalidJson: "Le corps de la requête n'est pas du JSON valide.",
    invalidCharacters: 'La requête contient un caractère qui ne peut pas être enregistré (U+0000 ou substitut isolé).',
    tooLarge: 'La requête est trop volumineuse.',
    unsupportedMediaType: 'Veuillez envoyer les données en JSON (Content-Type: application/json).',
    rateLimited: 'Trop de soumissions. Veuillez patienter un instant et réessayer.',
    unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
    busy: 'Nous recevons beaucoup de demandes en ce moment. Veuillez réessayer dans quelques secondes.',
    internal: 'Une erreur est survenue de notre côté. Veuillez réessayer plus tard.',
    conflict: 'Cette demande a déjà été enregistrée.',
    idempotencyKeyInvalid: "L'en-tête Idempotency-Key doit compter de 1 à 255 caractères visibles.",
    idempotencyKeyReused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
    idempotencyInFlight: 'La même requête est encore en traitement. Veuillez réessayer sous peu.',
    forbiddenOrigin: 'Les requêtes provenant d’un autre site ne sont pas permises.',
  },
} as const satisfies Record<ValidationLocale, Record<string, string>>

export type HttpMessageKey = keyof (typeof texts)['en']

export function httpMessage(key: HttpMessageKey, locale: ValidationLocale = 'en'): string {
  return texts[locale][key]
}

/**
 * The language of the page that made the call: `?locale=fr` when the client says so (our forms
 * do), else the first Accept-Language preference, else English.
 */
export function requestLocale(req: HttpRequest): ValidationLocale {
  const fromQuery = requestUrl(req).searchParams.get('locale')
  if (fromQuery) return resolveValidationLocale(fromQuery)
  return resolveValidationLocale(req.headers.get('accept-language'))
}
