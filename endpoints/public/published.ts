import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { defineEndpoint } from '@/lib/define-endpoint'

/**
 * A GET of content the public pages also show (posts, testimonials), in `?locale=`. Short shared
 * caching: editors' changes show within a minute even where a CDN sits in front.
 */
export const publishedList = (path: string, list: (payload: Payload, locale: Locale) => Promise<unknown>) =>
  defineEndpoint.public({
    path,
    method: 'get',
    handler: async ({ payload, locale }) => ({
      status: 200,
      body: await list(payload, locale),
      headers: { 'Cache-Control': 'public, max-age=60' },
    }),
  })
