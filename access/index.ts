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
 * Classes are published by their `isPublished` checkbox: a hidden class (not yet announced,
 * withdrawn) is not readable anonymously through REST or GraphQL either (issue 25).
 */
export const publishedClassesOrEditors: Access = ({ req }) => {
  if (req.user) return true
  return { isPublished: { equals: true } }
}

/** Reviews are published by a checkbox (seed 000 §3 `isPublished`), not by Payload drafts. */
export const publishedReviewsOrEditors: Access = ({ req }) => {
  if (req.user) return true
  return { isPublished: { equals: true } }
}
