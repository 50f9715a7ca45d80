import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { postPath } from '@/lib/cms/redirect-rules'

const KEY = 'publishedSlugBefore'

/**
 * Before a publish, remembers the slug visitors knew (the published version's: a draft may have
 * changed it long before), so the afterChange hook can keep the old address working.
 */
export const rememberPublishedSlug: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || data._status !== 'published' || !originalDoc?.id) return data
  const published = await req.payload
    .findByID({
      collection: 'posts',
      id: originalDoc.id,
      draft: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { slug: true, _status: true },
    })
    .catch(() => null)
  if (published?._status === 'published' && published.slug) req.context[KEY] = published.slug
  return data
}

async function upsertRedirect(req: PayloadRequest, from: string, postId: number) {
  const data = {
    from,
    to: { type: 'reference' as const, reference: { relationTo: 'posts' as const, value: postId } },
    type: '308' as const,
  }
  const existing = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (existing.docs[0])
    await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, overrideAccess: true, req })
  else await req.payload.create({ collection: 'redirects', data, overrideAccess: true, req })
}

/**
 * Renaming a published post's slug keeps its old address working: a permanent redirect from the
 * old /blog/{slug} and /fr/blog/{slug} to the post (it follows the post, so a later rename needs no
 * change), visible and editable in Content → Redirects. A redirect from the new address (the post
 * renamed back) is removed, since the address is a live page again.
 */
export const redirectOldSlug: CollectionAfterChangeHook = async ({ doc, req }) => {
  const before = req.context[KEY]
  delete req.context[KEY]
  if (typeof before !== 'string' || doc._status !== 'published' || before === doc.slug) return doc
  for (const from of [postPath(before, '/'), postPath(before, '/fr')]) await upsertRedirect(req, from, doc.id)
  await req.payload.delete({
    collection: 'redirects',
    where: { from: { in: [postPath(doc.slug, '/'), postPath(doc.slug, '/fr')] } },
    overrideAccess: true,
    req,
  })
  return doc
}
