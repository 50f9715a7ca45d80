import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/routing'

import { seedImages } from '@/seed/content/images'
import { seed } from '@/seed'
import { testPayload } from './helpers/api'

let payload: Payload

const collections = ['services', 'classes', 'faq-entries', 'reviews', 'posts', 'media'] as const
const globals = [
  'site-settings',
  'home-page',
  'about-page',
  'portfolio-page',
  'pricing-page',
  'vip-page',
  'classes-page',
  'reviews-page',
  'faq-page',
  'policies-page',
  'privacy-page',
  'blog-page',
  'contact-page',
] as const

/** Everything a re-run could change: counts, the latest update per collection, each global's updatedAt. */
async function snapshot() {
  const out: Record<string, unknown> = {}
  for (const collection of collections) {
    const { docs, totalDocs } = await payload.find({
      collection,
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      draft: true,
    })
    out[collection] = { totalDocs, latest: docs[0]?.updatedAt }
  }
  const versions = await payload.countVersions({ collection: 'posts', overrideAccess: true })
  out.postVersions = versions.totalDocs
  for (const slug of globals) out[slug] = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })).updatedAt
  return out
}

const find = <C extends (typeof collections)[number]>(collection: C, locale: Locale, where = {}) =>
  payload.find({ collection, locale, where, depth: 0, limit: 100, overrideAccess: true, draft: collection === 'posts' })

beforeAll(async () => {
  payload = await testPayload()
  // Other files may have left documents behind: start from the seed's own clean slate.
  await seed(payload, { reset: true })
}, 180_000)

describe('seed: the studio catalogue in both languages', () => {
  it('creates the six services with every field, in English and French', async () => {
    const en = await find('services', 'en')
    const fr = await find('services', 'fr')
    expect(en.docs.map((s) => s.serviceId).sort()).toEqual([
      'corporate',
      'family',
      'maternity',
      'sports',
      'video',
      'weddings',
    ])
    for (const service of en.docs) {
      const french = fr.docs.find((s) => s.id === service.id)!
      for (const field of ['title', 'subtitle', 'description', 'longDescription', 'approach', 'pricing'] as const) {
        expect(service[field], `${service.serviceId}.${field}`).toBeTruthy()
        expect(french[field], `${service.serviceId}.${field} (fr)`).toBeTruthy()
        expect(french[field]).not.toBe(service[field])
      }
      expect(service.includes).toHaveLength(7)
      expect(french.includes).toHaveLength(7)
      expect(french.includes![0]!.text).not.toBe(service.includes![0]!.text)
      expect(service.gallery).toHaveLength(3)
      expect(service.image).toBeTruthy()
    }
    const family = en.docs.find((s) => s.serviceId === 'family')!
    expect(family.linkType).toBe('external')
    expect(family.externalUrl).toMatch(/^https:\/\//)
    expect(en.docs.find((s) => s.serviceId === 'weddings')!.title).toBe('Wedding Photography')
    expect(fr.docs.find((s) => s.serviceId === 'weddings')!.title).toBe('Photographie de mariage')
  })

  it('creates the class catalogue at the studio’s prices', async () => {
    const en = await find('classes', 'en')
    const fr = await find('classes', 'fr')
    const prices = Object.fromEntries(en.docs.map((c) => [c.classId, c.price]))
    expect(prices).toEqual({
      '60min-session': 120,
      'beginner-fundamentals': 299,
      'portrait-mastery': 449,
      'wedding-specialist': 599,
      'business-photography': 399,
    })
    const fundamentals = fr.docs.find((c) => c.classId === 'beginner-fundamentals')!
    expect(fundamentals.level).toBe('Débutant')
    expect(fundamentals.duration).toBe('4 semaines')
    expect(fundamentals.topics!.length).toBeGreaterThanOrEqual(4)
    expect(en.docs.find((c) => c.classId === 'business-photography')!.formatOptions).toEqual(['online'])
  })

  it('creates 5 FAQ categories of 4 questions, answered in both languages', async () => {
    const en = await find('faq-entries', 'en')
    const fr = await find('faq-entries', 'fr')
    const perCategory = en.docs.reduce<Record<string, number>>(
      (acc, e) => ({ ...acc, [e.category]: (acc[e.category] ?? 0) + 1 }),
      {},
    )
    expect(perCategory).toEqual({ booking: 4, pricing: 4, process: 4, logistics: 4, services: 4 })
    for (const entry of fr.docs) expect(entry.answer).not.toBe(en.docs.find((e) => e.id === entry.id)!.answer)
    // The FAQ's reading of the studio's figures.
    expect(en.docs.map((e) => e.answer).join(' ')).toContain('non-refundable deposit of 30%')
  })

  it('creates published and unpublished reviews, and three published posts plus a draft', async () => {
    const reviews = await find('reviews', 'en')
    expect(reviews.docs.filter((r) => r.isPublished).length).toBeGreaterThanOrEqual(3)
    expect(reviews.docs.some((r) => !r.isPublished)).toBe(true)
    expect(reviews.docs.every((r) => Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5)).toBe(true)

    const posts = await find('posts', 'fr')
    const published = posts.docs.filter((p) => p._status === 'published')
    expect(published).toHaveLength(3)
    expect(posts.docs.filter((p) => p._status === 'draft')).toHaveLength(1)
    for (const post of published) {
      expect(post.publishedAt).toBeTruthy()
      expect(post.isPublished).toBe(true)
      expect((post.content as { root: { children: unknown[] } }).root.children.length).toBeGreaterThan(2)
    }
    expect(published.map((p) => p.title)).toContain('Quoi porter pour votre séance de maternité')
  })

  it('creates every image with sizes and alt text in both languages', async () => {
    const en = await find('media', 'en')
    const fr = await find('media', 'fr')
    expect(en.totalDocs).toBe(seedImages.length)
    for (const image of en.docs) {
      expect(image.mimeType).toBe('image/jpeg')
      expect(image.sizes?.card?.width).toBe(800)
      const french = fr.docs.find((d) => d.id === image.id)!
      expect(french.alt).toBeTruthy()
      expect(french.alt).not.toBe(image.alt)
    }
  })

  it('writes every page in both languages, keeping shared values in arrays', async () => {
    for (const slug of globals) {
      const doc = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
      expect(doc.updatedAt, slug).toBeTruthy()
    }
    const pricingEn = await payload.findGlobal({ slug: 'pricing-page', locale: 'en', depth: 0 })
    const pricingFr = await payload.findGlobal({ slug: 'pricing-page', locale: 'fr', depth: 0 })
    expect(pricingEn.weddingPackages!.map((p) => p.price)).toEqual([3000, 4000, 5000])
    expect(pricingEn.weddingPackages!.map((p) => p.name)).toEqual(['Digital', 'Analogue film', 'Photo + Video'])
    expect(pricingFr.weddingPackages!.map((p) => p.name)).toEqual(['Numérique', 'Argentique', 'Photo + vidéo'])
    expect(pricingFr.weddingPackages!.map((p) => p.price)).toEqual([3000, 4000, 5000])
    expect(pricingEn.otherServices!.map((s) => [s.service, s.price])).toEqual([
      ['maternity', 350],
      ['family', 350],
      ['corporate', 350],
      ['boudoir', 425],
    ])
    expect(pricingEn.paymentNotes!.map((n) => n.text).join(' ')).toContain('50% deposit')

    const policies = await payload.findGlobal({ slug: 'policies-page', locale: 'fr', depth: 0 })
    const rules = policies.sections!.flatMap((s) => s.rules!.map((r) => r.text)).join(' ')
    for (const figure of ['30 %', '0,70 $', '200 $', '50 %', '18 mois', '24 mois', '2 M$', '30 jours', '1 an'])
      expect(rules).toContain(figure)

    const homeFr = await payload.findGlobal({ slug: 'home-page', locale: 'fr', depth: 0 })
    expect(homeFr.hero?.secondaryLabel).toBe('Réserver une consultation gratuite')
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'fr', depth: 0 })
    expect(settings.studioName).toBe('Lumière Studio')
    expect(settings.stats?.yearsHome).toBe('6+')
    expect(settings.stats?.yearsAbout).toBe('10+')
    expect(settings.location).toBe('Montréal (Québec)')
  })

  it('writes the privacy policy in both languages, with the periods the retention job applies', async () => {
    const text = async (locale: Locale) => {
      const page = await payload.findGlobal({ slug: 'privacy-page', locale, depth: 0 })
      return page.sections!.flatMap((s) => [s.title, s.intro ?? '', ...(s.rules ?? []).map((r) => r.text)]).join(' ')
    }
    const [en, fr] = [await text('en'), await text('fr')]
    for (const words of ['24 months', '90 days', '13 months', '7 days', 'Commission d’accès', '30 days'])
      expect(en).toContain(words)
    for (const words of ['24 mois', '90 jours', '13 mois', '7 jours', 'Commission d’accès', '30 jours', 'infolettre'])
      expect(fr).toContain(words)
    // Every form of the site is named in both languages.
    for (const form of ['Contact form', 'Class booking', 'Consultation booking', 'Newsletter', 'Prediction pool'])
      expect(en).toContain(form)
    for (const form of ['Formulaire de contact', 'Réservation d’un cours', 'consultation', 'Infolettre', 'Concours'])
      expect(fr).toContain(form)
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'fr', depth: 0 })
    expect(settings.privacyOfficer?.title).toBe('Propriétaire et photographe principale')
    expect(settings.privacyOfficer?.email).toMatch(/@/)
  })

  it('lets an editor publish the French policy alone (a change to its intro)', async () => {
    const { hero } = await payload.findGlobal({ slug: 'privacy-page', locale: 'fr', depth: 0 })
    const save = (body: string | null | undefined) =>
      payload.updateGlobal({
        slug: 'privacy-page',
        locale: 'fr',
        data: { hero: { ...hero, body }, _status: 'published' },
        context: { disableRevalidate: true },
      })
    await save('Nouvelle introduction.')
    expect((await payload.findGlobal({ slug: 'privacy-page', locale: 'fr', depth: 0 })).hero?.body).toBe(
      'Nouvelle introduction.',
    )
    const english = await payload.findGlobal({ slug: 'privacy-page', locale: 'en', depth: 0 })
    expect(english.sections!.every((s) => s.rules!.length > 0)).toBe(true)
    await save(hero?.body)
  })
})

describe('seed: the privacy policy on a site seeded before it existed', () => {
  it('names a person in charge once, and never replaces the one the owner named', async () => {
    const clear = (title: string | null, email: string | null) =>
      payload.updateGlobal({
        slug: 'site-settings',
        locale: 'en',
        data: { privacyOfficer: { title, name: null, email, phone: null } },
        context: { disableRevalidate: true },
      })
    await clear(null, null)
    await payload.kv.delete('studio:seed:privacy')
    expect(await seed(payload)).toEqual({ seeded: true })
    const seeded = await payload.findGlobal({ slug: 'site-settings', locale: 'en', depth: 0 })
    expect(seeded.privacyOfficer?.title).toBe('Owner and lead photographer')
    expect(seeded.stats?.yearsHome).toBe('6+')
    expect(await seed(payload)).toEqual({ seeded: false })

    await clear('Studio manager', 'dpo@example.ca')
    await payload.kv.delete('studio:seed:privacy')
    expect(await seed(payload)).toEqual({ seeded: false })
    const kept = await payload.findGlobal({ slug: 'site-settings', locale: 'en', depth: 0 })
    expect(kept.privacyOfficer).toMatchObject({ title: 'Studio manager', email: 'dpo@example.ca' })
  })
})

describe('seed: idempotence and reset', () => {
  it('changes nothing when run again', async () => {
    const before = await snapshot()
    expect(await seed(payload)).toEqual({ seeded: false })
    expect(await snapshot()).toEqual(before)
  })

  it('changes nothing when run again after an interruption (each item already present)', async () => {
    const before = await snapshot()
    await payload.kv.delete('studio:seed')
    expect(await seed(payload)).toEqual({ seeded: false })
    expect(await snapshot()).toEqual(before)
  })

  it('leaves an editor’s change alone, and --reset rebuilds the content', async () => {
    const weddings = (await find('services', 'fr', { serviceId: { equals: 'weddings' } })).docs[0]!
    await payload.update({
      collection: 'services',
      id: weddings.id,
      locale: 'fr',
      data: { title: 'Mariages (modifié)' },
      context: { disableRevalidate: true },
    })
    await seed(payload)
    expect((await payload.findByID({ collection: 'services', id: weddings.id, locale: 'fr' })).title).toBe(
      'Mariages (modifié)',
    )

    const counts = (await snapshot()) as Record<string, { totalDocs: number }>
    expect(await seed(payload, { reset: true })).toEqual({ seeded: true })
    const rebuilt = (await find('services', 'fr', { serviceId: { equals: 'weddings' } })).docs[0]!
    expect(rebuilt.title).toBe('Photographie de mariage')
    const after = (await snapshot()) as Record<string, { totalDocs: number }>
    for (const collection of collections) expect(after[collection]!.totalDocs).toBe(counts[collection]!.totalDocs)
  }, 180_000)
})
