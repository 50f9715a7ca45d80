import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { publicTestimonial, type PublicTestimonial } from './shape'

/** Published reviews, newest first, in `locale`. */
export async function listPublishedTestimonials(payload: Payload, locale: Locale): Promise<PublicTestimonial[]> {
  const found = await payload.find({
    collection: 'reviews',
    where: { isPublished: { equals: true } },
    sort: '-createdAt',
    locale,
    depth: 1,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map(publicTestimonial)
}
