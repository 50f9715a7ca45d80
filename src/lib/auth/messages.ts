import type { ValidationLocale } from '../schemas/errors'

/** Texts of the administrator calls' errors; the dashboard shows them in its toasts. */
const texts = {
  en: {
    unauthorized: 'Please sign in to the dashboard.',
    invalidPassword: 'Invalid credentials',
    invalidCode: 'Invalid verification code',
    codeAlreadyUsed: 'This code has already been used. Please wait for the next one.',
    twoFactorExpired: 'The verification step has expired. Please sign in again.',
    tooManyCodes: 'Too many wrong codes. Please sign in again.',
    tooManyAttempts: 'Too many failed sign-in attempts. Please try again in {minutes} min.',
    notFound: 'Not found.',
    slugTaken: 'A post with this slug already exists.',
  },
  fr: {
    unauthorized: 'Veuillez vous connecter au tableau de bord.',
    invalidPassword: 'Identifiants invalides',
    invalidCode: 'Code de vérification invalide',
    codeAlreadyUsed: 'Ce code a déjà servi. Veuillez attendre le suivant.',
    twoFactorExpired: 'L’étape de vérification a expiré. Veuillez vous reconnecter.',
    tooManyCodes: 'Trop de codes erronés. Veuillez vous reconnecter.',
    tooManyAttempts: 'Trop de tentatives de connexion échouées. Réessayez dans {minutes} min.',
    notFound: 'Introuvable.',
    slugTaken: 'Un article utilise déjà ce slug.',
  },
} as const satisfies Record<ValidationLocale, Record<string, string>>

export type AuthMessageKey = keyof (typeof texts)['en']

export function authMessage(key: AuthMessageKey, locale: ValidationLocale = 'en', vars: Record<string, string | number> = {}): string {
  return texts[locale][key].replace(/\{(\w+)\}/g, (m, name: string) => String(vars[name] ?? m))
}
