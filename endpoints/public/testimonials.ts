import { defineEndpoint } from '@/lib/endpoint'
import { listPublishedTestimonials } from '@/lib/testimonials/operations'

/** GET /api/testimonials (seed 000 §7): published reviews, newest first, in `?locale=`. */
export const listTestimonials = defineEndpoint.public({
  path: '/testimonials',
  method: 'get',
  handler: async ({ payload, locale }) => {
    const body = await listPublishedTestimonials(payload, locale)
    // Short shared caching: editors' changes show within a minute even where a CDN sits in front.
    return { status: 200, body, headers: { 'Cache-Control': 'public, max-age=60' } }
  },
})
