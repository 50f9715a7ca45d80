import type { Payload } from 'payload'

/**
 * Seeds the studio's content in English and French. Runs only on an empty database unless
 * `reset` is asked for; a second run changes nothing.
 */
export async function seed(payload: Payload, { reset = false } = {}): Promise<{ seeded: boolean }> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (settings.phone && !reset) return { seeded: false }
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    locale: 'en',
    context: { disableRevalidate: true },
    data: {
      studioName: 'Lumière Studio',
      phone: '+1 (514) 555-0142',
      email: 'hello@lumiere-studio.ca',
      hours: 'Mon–Sat, 9 AM – 7 PM',
      location: 'Montreal, Quebec',
      servingArea: 'Serving Montreal, North America and Europe',
      socials: [
        { network: 'instagram', url: 'https://www.instagram.com/' },
        { network: 'facebook', url: 'https://www.facebook.com/' },
      ],
    },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    locale: 'fr',
    context: { disableRevalidate: true },
    data: {
      hours: 'Lun–sam, 9 h – 19 h',
      location: 'Montréal, Québec',
      servingArea: 'Au service de Montréal, de l’Amérique du Nord et de l’Europe',
    },
  })
  return { seeded: true }
}
