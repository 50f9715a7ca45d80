import 'server-only'

import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { normalizePath, targetLocation } from './redirect-rules'
import { localizedPath } from '@/i18n/locale-path'
import type { Locale } from '@/i18n/routing'
import type { Redirect } from '@root/payload-types'
import { cacheTags } from '@root/utilities/revalidate'

import { payloadClient } from './payload'
import { cmsQuery } from './query'

export type FoundRedirect = { location: string; permanent: boolean }

/**
 * The editor's redirect for one address (e.g. '/fr/blog/vieux'), or null. Read from the database
 * through Next's cache, tagged with the redirects (their hooks expire it on every change) and the
 * posts (a post redirect follows the post's current slug).
 */
export const findRedirect = (address: string): Promise<FoundRedirect | null> =>
  cmsQuery(['redirect', address], [cacheTags.collection('redirects'), cacheTags.collection('posts')], async () => {
    const { docs } = await (
      await payloadClient()
    ).find({ collection: 'redirects', depth: 1, limit: 1, where: { from: { equals: address } } })
    const doc = docs[0] as Redirect | undefined
    if (!doc) return null
    const reference = doc.to?.reference?.value
    const location = targetLocation(
      address,
      doc.to?.type === 'custom'
        ? { type: 'custom', url: doc.to.url }
        : { type: 'reference', postSlug: reference && typeof reference === 'object' ? reference.slug : null },
    )
    return location ? { location, permanent: doc.type !== '307' } : null
  })

/**
 * Where the site would answer 404: an editor's redirect for this address wins (308 or 307, as the
 * editor chose), else the not-found page. `path` is the English path of the page ('/blog/old').
 */
export async function notFoundUnlessRedirected(path: string, locale: Locale): Promise<never> {
  const address = normalizePath(localizedPath(path, locale))
  const found = address ? await findRedirect(address) : null
  if (found && found.location !== address) {
    if (found.permanent) permanentRedirect(found.location)
    redirect(found.location)
  }
  notFound()
}
