import 'server-only'

import type { SiteSetting } from '@root/payload-types'
import { cacheTags } from '@root/utilities/revalidate'

import type { Locale } from '@/i18n/routing'

import { payloadClient } from './payload'
import { cmsQuery } from './query'

/** Cached until an editor saves the global (its afterChange hook expires the tag). */
export const getSiteSettings = (locale: Locale): Promise<SiteSetting> =>
  cmsQuery(['global', 'site-settings', locale], [cacheTags.global('site-settings')], async (draft) =>
    (await payloadClient()).findGlobal({ slug: 'site-settings', locale, draft, depth: 1 }),
  )
