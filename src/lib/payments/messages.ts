import en from '@/i18n/messages/en/payments.json'
import fr from '@/i18n/messages/fr/payments.json'
import type { Locale } from '@/i18n/routing'

type Texts = (typeof en)['payments']
// Typed by the English file, so a French file that lacks a key does not compile.
const texts: Record<Locale, Texts> = { en: en.payments, fr: fr.payments }

/** The payment texts of one language: API errors, e-mails, the return page, the form. */
export const paymentTexts = (locale: Locale): Texts => texts[locale]
