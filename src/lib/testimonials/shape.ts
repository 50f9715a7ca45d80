import type { Review } from '@root/payload-types'

import { mediaUrl } from '@/lib/media/url'

/** A review as GET /api/testimonials lists it. */
export function publicTestimonial(review: Review) {
  return {
    id: review.id,
    name: review.name,
    service: review.service ?? null,
    rating: review.rating,
    content: review.content,
    image: mediaUrl(review.image),
  }
}

export type PublicTestimonial = ReturnType<typeof publicTestimonial>
