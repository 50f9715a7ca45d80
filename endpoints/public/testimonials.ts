import { listPublishedTestimonials } from '@/lib/testimonials/operations'

import { publishedList } from './published'

/** GET /api/testimonials: published reviews, newest first, in `?locale=`. */
export const listTestimonials = publishedList('/testimonials', listPublishedTestimonials)
