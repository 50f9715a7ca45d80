import type { Media, Review } from '../../payload-types'
import { publicEndpoint } from '../../src/lib/http'

export function mediaUrl(value: number | Media | null | undefined): string | null {
  return value && typeof value === 'object' ? (value.url ?? null) : null
}

/** GET /api/testimonials (seed 000 §7): published reviews, newest first, in `?locale=`. */
export const listTestimonials = publicEndpoint({
  path: '/testimonials',
  method: 'get',
  handler: async ({ payload, locale }) => {
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
    const body = found.docs.map((review: Review) => ({
      id: review.id,
      name: review.name,
      service: review.service ?? null,
      rating: review.rating,
      content: review.content,
      image: mediaUrl(review.image),
    }))
    // Short shared caching: editors' changes show within a minute even where a CDN sits in front.
    return { status: 200, body, headers: { 'Cache-Control': 'public, max-age=60' } }
  },
})
