import 'server-only'

import type { Config } from '@root/payload-types'
import { cacheTags } from '@root/utilities/revalidate'

import type { Locale } from '@/i18n/routing'

import { payloadClient } from './payload'
import { cmsQuery } from './query'

export type GlobalSlug = keyof Config['globals']
export type PageGlobalSlug = Exclude<GlobalSlug, 'site-settings'>

/**
 * The copy of one page (e.g. getGlobal('home-page', 'fr')), images populated. French fields left
 * empty fall back to English (payload.config localization.fallback).
 */
export const getGlobal = <S extends GlobalSlug>(slug: S, locale: Locale): Promise<Config['globals'][S]> =>
  cmsQuery(
    ['global', slug, locale],
    [cacheTags.global(slug), cacheTags.collection('media')],
    async (draft) =>
      (await payloadClient()).findGlobal({ slug, locale, draft, depth: 1 }) as Promise<Config['globals'][S]>,
  )
