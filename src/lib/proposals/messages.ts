import en from '@/i18n/messages/en/proposals-server.json'
import fr from '@/i18n/messages/fr/proposals-server.json'
import type { Locale } from '@/i18n/routing'

type Texts = (typeof en)['proposalsServer']
// Typed by the English file, so a French file that lacks a key does not compile.
const texts: Record<Locale, Texts> = { en: en.proposalsServer, fr: fr.proposalsServer }

/** The proposals' server texts of one language: API errors and e-mails. */
export const proposalTexts = (locale: Locale): Texts => texts[locale]
