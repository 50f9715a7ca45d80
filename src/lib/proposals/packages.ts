import type { Payload } from 'payload'

import { locales, type Locale } from '@/i18n/routing'

/**
 * The services of the CMS as the items a proposal may start from: each service's title in both
 * languages and its catalogue "from" price in cents (the owner adjusts the amount and quantity).
 */
export async function servicePackages(payload: Payload) {
  const byLocale = {} as Record<Locale, { id: number; serviceId: string; title: string; priceFrom?: number | null }[]>
  for (const locale of locales) {
    const { docs } = await payload.find({
      collection: 'services',
      locale,
      depth: 0,
      limit: 100,
      sort: 'order',
      overrideAccess: true,
    })
    byLocale[locale] = docs
  }
  return {
    docs: byLocale.en.map((service) => {
      const fr = byLocale.fr.find((s) => s.id === service.id)
      return {
        service: service.serviceId,
        label: { fr: fr?.title ?? service.title, en: service.title },
        quantity: 1,
        unitAmount: typeof service.priceFrom === 'number' ? Math.round(service.priceFrom * 100) : 0,
      }
    }),
  }
}
