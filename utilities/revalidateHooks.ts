import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import { cacheTags, expireTags } from './revalidate'

/** The seed writes hundreds of documents with no cache to invalidate; it sets this flag. */
const skip = (context: RequestContext | undefined) => Boolean(context?.disableRevalidate)

type Status = { _status?: 'draft' | 'published' | null } | null | undefined

/**
 * A save that neither was nor becomes public (a draft of a never-published post, an autosave)
 * changes no page. Collections without drafts have no _status and always count as public.
 */
const touchesPublicContent = (doc: Status, previous: Status) =>
  !doc || !('_status' in doc) || doc._status === 'published' || previous?._status === 'published'

/**
 * afterChange + afterDelete hooks that expire the collection's tag (and any related tags, e.g. a
 * review shown on a service page) so every page that shows it, in both languages, re-renders on
 * its next visit.
 */
export function revalidateCollection(slug: string, ...related: string[]) {
  const tags = [cacheTags.collection(slug), ...related]
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
    if (!skip(context) && touchesPublicContent(doc, previousDoc)) expireTags(...tags)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
    if (!skip(context)) expireTags(...tags)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/**
 * A global with drafts (the page globals) changes the public page only when published (by the
 * editor or the scheduler); its draft saves and autosaves are for the live preview. A global
 * without drafts has no _status and is public on every save.
 */
export function revalidateGlobal(slug: string) {
  const afterChange: GlobalAfterChangeHook = ({ doc, context }) => {
    if (!skip(context) && (doc as Status)?._status !== 'draft') expireTags(cacheTags.global(slug))
    return doc
  }
  return { afterChange: [afterChange] }
}
