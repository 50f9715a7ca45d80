import type { CollectionSlug, Field, GlobalSlug, Payload, Where } from 'payload'

import type { Locale } from '@/i18n/routing'
import { type PageGlobal, pageGlobalSlugs } from '@/lib/site/routes'

import { renderArt } from './art'
import { classes } from './content/classes'
import { consultationAvailability, consultationTypes } from './content/consultations'
import { contractTemplates } from './content/contract-templates'
import { faqEntries } from './content/faq'
import { type MediaLookup, seedImages } from './content/images'
import { blogPage, homePage, aboutPage, portfolioPage } from './content/pages-main'
import { classesPage, policiesPage, pricingPage, vipPage } from './content/pages-offer'
import { contactPage, faqPage, reviewsPage } from './content/pages-contact'
import { posts } from './content/posts'
import { privacyOfficer, privacyPage } from './content/pages-privacy'
import { replyTemplates } from './content/reply-templates'
import { reviews } from './content/reviews'
import { services } from './content/services'
import { siteSettings } from './content/settings'
import { resolve, withRowIds } from './localize'
import { CONSULTATIONS_SEED_MARKER, CONTRACTS_SEED_MARKER, PRIVACY_SEED_MARKER, SEED_MARKER } from './marker'

/** The collections the seed owns; `--reset` empties them before writing the seed again. */
const SEEDED_COLLECTIONS = [
  'posts',
  'reviews',
  'services',
  'classes',
  'faq-entries',
  'reply-templates',
  'media',
] as const
type SeededCollection = (typeof SEEDED_COLLECTIONS)[number] | 'consultation-types' | 'contract-templates'
// Nothing to invalidate while seeding (and no Next.js server in the seed script).
const context = { disableRevalidate: true }

/** The seeded copy of each page global (src/lib/site/routes.ts lists the pages). */
const pageContent: Record<PageGlobal, (m: MediaLookup) => object> = {
  'home-page': homePage,
  'about-page': aboutPage,
  'portfolio-page': portfolioPage,
  'pricing-page': pricingPage,
  'vip-page': vipPage,
  'classes-page': classesPage,
  'reviews-page': reviewsPage,
  'faq-page': faqPage,
  'policies-page': policiesPage,
  'privacy-page': privacyPage,
  'blog-page': blogPage,
  'contact-page': contactPage,
}

type Seedable = Exclude<SeededCollection, 'media'>
type Doc = { slug?: string; [key: string]: unknown }

/**
 * Seeds the studio's content in English and French. Runs only on a database that has not been
 * seeded yet unless `reset` is asked for; a second run changes nothing. Each item is created only
 * when missing (matched by its natural key), so an interrupted run completes on the next start.
 */
export async function seed(payload: Payload, { reset = false } = {}): Promise<{ seeded: boolean }> {
  // Added after sites were already seeded: its own marker, so an existing site gets it once too.
  const consultations = await seedConsultations(payload)
  const contracts = await seedContractTemplates(payload)
  if (!reset && (await payload.kv.get(SEED_MARKER))) {
    const privacy = await seedPrivacy(payload)
    return { seeded: consultations || contracts || privacy }
  }
  if (reset) await wipe(payload)

  const m = await ensureMedia(payload)
  let wrote = false
  const track = (created: boolean) => {
    wrote ||= created
  }

  for (const s of services(m)) track(await ensureDoc(payload, 'services', { serviceId: { equals: s.serviceId } }, s))
  for (const c of classes) track(await ensureDoc(payload, 'classes', { classId: { equals: c.classId } }, c))
  for (const f of faqEntries)
    track(
      await ensureDoc(
        payload,
        'faq-entries',
        { and: [{ category: { equals: f.category } }, { order: { equals: f.order } }] },
        f,
      ),
    )
  for (const r of reviews(m)) track(await ensureDoc(payload, 'reviews', { name: { equals: r.name } }, r))
  for (const p of posts(m)) track(await ensureDoc(payload, 'posts', { slug: { equals: p.slug } }, p))
  for (const t of replyTemplates) track(await ensureDoc(payload, 'reply-templates', { key: { equals: t.key } }, t))

  // The site settings, then each page's copy in the route registry's order.
  const pages: [GlobalSlug, object][] = [
    ['site-settings', siteSettings],
    ...pageGlobalSlugs.map((slug): [GlobalSlug, object] => [slug, pageContent[slug](m)]),
  ]
  for (const [slug, tree] of pages) track(await ensureGlobal(payload, slug, tree, reset))

  // A fresh site got the privacy policy and its person in charge with the rest.
  await payload.kv.set(PRIVACY_SEED_MARKER, { seededAt: new Date().toISOString() })
  await payload.kv.set(SEED_MARKER, { seededAt: new Date().toISOString() })
  return { seeded: wrote || reset }
}

/**
 * The privacy policy on a site seeded before it existed, once: the page unless an
 * editor already saved it, and the person in charge unless the settings already name one. Nothing
 * the owner wrote is replaced. True when something was written.
 */
export async function seedPrivacy(payload: Payload): Promise<boolean> {
  if (await payload.kv.get(PRIVACY_SEED_MARKER)) return false
  let wrote = await ensureGlobal(payload, 'privacy-page', privacyPage(), false)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const officer = settings.privacyOfficer
  if (!officer?.title && !officer?.name && !officer?.email) {
    for (const locale of ['en', 'fr'] as const) {
      const { title, ...shared } = resolve(privacyOfficer, locale)
      await payload.updateGlobal({
        slug: 'site-settings',
        locale,
        overrideAccess: true,
        context,
        data: { privacyOfficer: { ...officer, ...shared, title } },
        depth: 0,
      })
    }
    wrote = true
  }
  await payload.kv.set(PRIVACY_SEED_MARKER, { seededAt: new Date().toISOString() })
  return wrote
}

/**
 * The consultation types and availability, once per database: each is written only
 * when missing, so the owner's edits and deletions stay. True when something was written.
 */
export async function seedConsultations(payload: Payload): Promise<boolean> {
  if (await payload.kv.get(CONSULTATIONS_SEED_MARKER)) return false
  let wrote = false
  for (const t of consultationTypes) {
    wrote = (await ensureDoc(payload, 'consultation-types', { typeId: { equals: t.typeId } }, t)) || wrote
  }
  wrote = (await ensureGlobal(payload, 'consultation-availability', consultationAvailability, false)) || wrote
  await payload.kv.set(CONSULTATIONS_SEED_MARKER, { seededAt: new Date().toISOString() })
  return wrote
}

/**
 * The services agreement proposals are sent with, once per database (an existing site gets it on
 * its next start): written only when missing, so the owner's edits and deletions stay. True when
 * something was written.
 */
export async function seedContractTemplates(payload: Payload): Promise<boolean> {
  if (await payload.kv.get(CONTRACTS_SEED_MARKER)) return false
  let wrote = false
  for (const t of contractTemplates) {
    wrote = (await ensureDoc(payload, 'contract-templates', { key: { equals: t.key } }, t)) || wrote
  }
  await payload.kv.set(CONTRACTS_SEED_MARKER, { seededAt: new Date().toISOString() })
  return wrote
}

async function wipe(payload: Payload) {
  for (const collection of SEEDED_COLLECTIONS) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true, context })
  }
  await payload.kv.delete(SEED_MARKER)
}

/** The generated images, created once each (by file name); returns key → media id. */
async function ensureMedia(payload: Payload): Promise<MediaLookup> {
  const ids = new Map<string, number>()
  const { docs } = await payload.find({
    collection: 'media',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { filename: true },
  })
  for (const doc of docs) if (doc.filename) ids.set(doc.filename.replace(/\.jpg$/, ''), doc.id)
  const missing = seedImages.filter((image) => !ids.has(image.key))
  // Rendering is sharp's work on its own threads; the writes stay sequential (one transaction each).
  const rendered = await Promise.all(
    missing.map(async (image) => ({ image, data: await renderArt(image.key, image.art) })),
  )
  for (const { image, data } of rendered) {
    const created = await payload.create({
      collection: 'media',
      overrideAccess: true,
      // A context of its own per call: the S3 storage plugin keeps the incoming file in it, and a
      // shared one made the next call re-upload that file and then delete it from the bucket.
      context: { ...context },
      data: { altEn: resolve(image.alt, 'en'), altFr: resolve(image.alt, 'fr') },
      file: { data, mimetype: 'image/jpeg', name: `${image.key}.jpg`, size: data.length },
    })
    ids.set(image.key, created.id)
  }
  return (key) => {
    const id = ids.get(key)
    if (id === undefined) throw new Error(`Seed image "${key}" is not in content/images.ts`)
    return id
  }
}

const collectionFields = (payload: Payload, slug: CollectionSlug): Field[] => payload.collections[slug].config.fields
const globalFields = (payload: Payload, slug: GlobalSlug): Field[] =>
  payload.globals.config.find((g) => g.slug === slug)?.fields ?? []

/** Creates the document in English, then writes its French version; false when it already exists. */
async function ensureDoc(payload: Payload, collection: Seedable, where: Where, tree: object): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
  if (totalDocs > 0) return false
  const data = (locale: Locale) => resolve(tree, locale) as Doc
  const english = await payload.create({
    collection,
    locale: 'en',
    overrideAccess: true,
    context,
    data: data('en') as never,
    depth: 0,
  })
  const french = withRowIds(collectionFields(payload, collection), data('fr'), english)
  await payload.update({
    collection,
    id: english.id,
    locale: 'fr',
    overrideAccess: true,
    context,
    data: french as never,
    depth: 0,
  })
  return true
}

/** Writes a global in both languages unless an editor (or an earlier seed) already saved it. */
async function ensureGlobal(payload: Payload, slug: GlobalSlug, tree: object, force: boolean): Promise<boolean> {
  const current = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
  if (!force && current.updatedAt) return false
  // Page globals have drafts: the seed publishes both languages, so a fresh site shows its copy.
  const drafts = Boolean(payload.globals.config.find((g) => g.slug === slug)?.versions)
  const status = drafts ? { _status: 'published' } : {}
  const english = await payload.updateGlobal({
    slug,
    locale: 'en',
    overrideAccess: true,
    context,
    data: { ...resolve(tree, 'en'), ...status } as never,
    depth: 0,
  })
  const french = { ...withRowIds(globalFields(payload, slug), resolve(tree, 'fr'), english), ...status }
  await payload.updateGlobal({ slug, locale: 'fr', overrideAccess: true, context, data: french as never, depth: 0 })
  return true
}
