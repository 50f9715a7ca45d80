import 'server-only'

import { unstable_cache } from 'next/cache'

import { cacheTags } from '@root/utilities/revalidate'

import type { Locale } from '@/i18n/routing'

import { payloadClient } from './payload'

/** Cached until an editor saves the global (its afterChange hook expires the tag). */
export const getSiteSettings = (locale: Locale) =>
  unstable_cache(
    async () => (await payloadClient()).findGlobal({ slug: 'site-settings', locale, depth: 1 }),
    ['global', 'site-settings', locale],
    { tags: [cacheTags.global('site-settings')] },
  )()
