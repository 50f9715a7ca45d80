import crypto from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'

/** A fresh address per call, so that rate limits of one test never touch another. */
let ipCounter = 0
export function nextIp(): string {
  ipCounter++
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter}`
}

export const uid = () => crypto.randomBytes(4).toString('hex')

export const CATALOGUE = [
  {
    classId: '60min-session',
    title: { en: '60-Minute Expert Session', fr: 'Séance d’expert de 60 minutes' },
    price: 120,
    formatOptions: ['online', 'in-person'],
  },
  {
    classId: 'beginner-fundamentals',
    title: { en: 'Photography Fundamentals', fr: 'Les bases de la photographie' },
    price: 299,
    formatOptions: ['online', 'in-person'],
  },
  {
    classId: 'portrait-mastery',
    title: { en: 'Portrait Photography Mastery', fr: 'Maîtrise du portrait' },
    price: 449,
    formatOptions: ['online', 'in-person'],
  },
  {
    classId: 'wedding-specialist',
    title: { en: 'Wedding Photography Specialist', fr: 'Spécialiste de la photo de mariage' },
    price: 599,
    formatOptions: ['online', 'in-person'],
  },
  {
    classId: 'business-photography',
    title: { en: 'Photography Business Bootcamp', fr: 'Camp d’entraînement : l’entreprise photo' },
    price: 399,
    formatOptions: ['online'],
  },
] as const

/** The class catalogue in both languages, written here so these tests do not depend on the seed's content. */
export async function ensureCatalogue(payload: Payload): Promise<void> {
  for (const c of CATALOGUE) {
    const existing = await payload.find({ collection: 'classes', where: { classId: { equals: c.classId } }, limit: 1 })
    if (existing.docs.length) continue
    const doc = await payload.create({
      collection: 'classes',
      locale: 'en',
      data: {
        classId: c.classId,
        price: c.price,
        formatOptions: [...c.formatOptions],
        title: c.title.en,
        level: 'All Levels',
        duration: '4 weeks',
      },
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'classes',
      id: doc.id,
      locale: 'fr',
      data: { title: c.title.fr, level: 'Tous les niveaux', duration: '4 semaines' },
      context: { disableRevalidate: true },
    })
  }
}

export async function ensureStudioSettings(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: {
      studioName: 'Lumière Studio',
      phone: '+1 514 555 0100',
      email: 'hello@studio.test',
      mailingAddress: '123 rue Saint-Paul Ouest\nMontréal (Québec) H2Y 1Z5',
    },
    context: { disableRevalidate: true },
  })
}

export async function createImage(payload: Payload, alt: string) {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a96e' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { altEn: alt, altFr: alt },
    file: { data, mimetype: 'image/png', name: `test-${uid()}.png`, size: data.length },
    context: { disableRevalidate: true },
  })
}

export const validBooking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Élodie Tremblay',
  email: 'elodie@example.ca',
  phone: '(555) 123-4567',
  classType: 'portrait-mastery',
  format: 'in-person',
  preferredDate: '2031-05-04',
  preferredTime: 'evening',
  experience: 'some-experience',
  goals: 'Light faces well',
  equipment: 'Canon EOS R6, 50mm f/1.8',
  notes: '',
  totalCost: 449,
  ...overrides,
})

export const validInquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marc Gagnon',
  email: 'marc@example.ca',
  phone: '514 555 0199',
  serviceType: 'wedding',
  message: 'We are getting married next summer in Québec City.',
  eventDate: '2031-07-12',
  referralSource: 'google',
  venue: 'Château Frontenac',
  coverageNeeded: 'full-day',
  needVideographer: 'yes',
  howYouMet: 'At a concert',
  weddingVibe: 'Elegant',
  whyChooseUs: 'Your light',
  importantMoments: 'The vows',
  specialTraditions: 'None',
  movieGenre: 'Romantic comedy',
  ...overrides,
})
