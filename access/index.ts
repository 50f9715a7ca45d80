import type { Access, FieldAccess } from 'payload'

/** CMS editors (Payload `users`) are the only signed-in principals Payload knows about. */
export const editorsOnly: Access = ({ req }) => Boolean(req.user)
export const editorsOnlyField: FieldAccess = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true
export const nobody: Access = () => false

/** Public readers get published documents only; editors see drafts too. */
export const publishedOrEditors: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

/**
 * Classes and reviews are published by their `isPublished` checkbox, not by Payload drafts: a
 * hidden one (a class not yet announced or withdrawn, a review not approved) is not readable
 * anonymously through REST or GraphQL either (an outside tester read unpublished classes there).
 */
export const publishedByCheckboxOrEditors: Access = ({ req }) => {
  if (req.user) return true
  return { isPublished: { equals: true } }
}

/**
 * What a collection allows unless it says otherwise: CMS editors read and write it; the site's own
 * code reaches it through the Local API. A collection overrides what it opens (its `read`) or closes.
 */
export const editorsOnlyAccess = {
  read: editorsOnly,
  create: editorsOnly,
  update: editorsOnly,
  delete: editorsOnly,
} satisfies Record<'read' | 'create' | 'update' | 'delete', Access>
