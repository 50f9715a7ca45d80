import type { Payload } from 'payload'

import { locales, type Locale } from '@/i18n/routing'
import { adapterPool } from '@/platform/payload-adapter'
import type { Queryable } from '@/lib/runtime/shared-secrets-store'

import { type ContractPdfInput, formatMoment, renderContractPdf } from './pdf'
import type { ContractData, ContractTemplateText } from './render'
import { resolveSigningIdentity, type SigningIdentity, signPdf } from './signing'

/**
 * The studio as a contract names it, from the site settings as they are now: its legal name
 * (Billing; the studio's name when none is set), mailing address, e-mail, phone and tax numbers.
 * A proposal takes it when it is sent and keeps it.
 */
export async function contractStudio(payload: Payload): Promise<ContractData['studio']> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return {
    legalName: settings.billing?.legalName?.trim() || settings.studioName?.trim() || 'Studio',
    address: settings.mailingAddress?.trim() ?? '',
    email: settings.email?.trim() || undefined,
    phone: settings.phone?.trim() || undefined,
    gstNumber: settings.billing?.gstNumber?.trim() || undefined,
    qstNumber: settings.billing?.qstNumber?.trim() || undefined,
  }
}

export interface LoadedTemplate {
  id: number
  key: string | null
  /** Each language the template is written in. */
  languages: Partial<Record<Locale, ContractTemplateText>>
  /** The languages it lacks: a proposal cannot be sent with it until both are written. */
  missing: Locale[]
}

/**
 * A template in both languages, without the CMS's fallback from one language to the other: a
 * contract in French must never be the English text under a French title.
 */
export async function loadContractTemplate(payload: Payload, id: number): Promise<LoadedTemplate | undefined> {
  const languages: LoadedTemplate['languages'] = {}
  let key: string | null = null
  for (const locale of locales) {
    const doc = await payload.findByID({
      collection: 'contract-templates',
      id,
      locale,
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!doc) return undefined
    key = doc.key ?? null
    if (doc.title && doc.body && doc.cancellationTerms)
      languages[locale] = { title: doc.title, body: doc.body, cancellationTerms: doc.cancellationTerms }
  }
  return { id, key, languages, missing: locales.filter((locale) => !languages[locale]) }
}

const identities = new Map<string, Promise<SigningIdentity>>()

/**
 * The signing identity of this process (./signing.ts), resolved once per configuration: the first
 * call on an empty database makes the self-signed certificate, every later one reads it back.
 */
export function contractSigningIdentity(payload: Payload, log?: (message: string) => void): Promise<SigningIdentity> {
  const p12Setting = process.env.CONTRACT_SIGNING_P12
  const passphrase = process.env.CONTRACT_SIGNING_PASSPHRASE ?? ''
  const cacheKey = `${p12Setting ?? ''}\u0000${passphrase}`
  let identity = identities.get(cacheKey)
  if (!identity) {
    const db = adapterPool<Queryable>(payload)
    if (!db) throw new Error('Contract signing needs the PostgreSQL adapter’s pool.')
    identity = contractStudio(payload).then(({ legalName }) =>
      resolveSigningIdentity(db, { p12Setting, passphrase, studioName: legalName, log }),
    )
    identities.set(cacheKey, identity)
    identity.catch(() => identities.delete(cacheKey))
  }
  return identity
}

const SIGNATURE_TEXTS: Record<Locale, { reason: string; location: string }> = {
  fr: { reason: 'Contrat signé électroniquement', location: 'Montréal (Québec)' },
  en: { reason: 'Contract signed electronically', location: 'Montréal, Québec' },
}

/**
 * The contract a client signed as a PDF, digitally signed by the studio: what the client and the
 * studio receive once the first installment is paid, and what `/contract.pdf` serves.
 */
export async function signedContractPdf(payload: Payload, input: ContractPdfInput, now = new Date()): Promise<Buffer> {
  const identity = await contractSigningIdentity(payload)
  const studio = await contractStudio(payload)
  const pdf = await renderContractPdf(input)
  const texts = SIGNATURE_TEXTS[input.locale]
  return signPdf(pdf, identity, {
    name: input.evidence.studio.legalName,
    reason: `${texts.reason} — ${input.evidence.client.typedName}, ${formatMoment(input.evidence.client.signedAt, input.locale)}`,
    location: texts.location,
    contactInfo: studio.email ?? '',
    signingTime: now,
  })
}
