import type { Access } from 'payload'

import { hiddenMedia } from '@/lib/posts/store'

/**
 * Editors read every image; the public reads every image except those only unpublished posts use
 * (a draft's cover would otherwise be readable at /api/media and /api/media/file/… before the post
 * is out). Payload applies the same constraint to the files it serves.
 */
export const mediaRead: Access = async ({ req }) => {
  if (req.user) return true
  const hidden = await hiddenMedia(req.payload)
  return hidden.length > 0 ? { id: { not_in: hidden } } : true
}
