import type { Media } from '@root/payload-types'

/** The URL of an upload the query populated (depth ≥ 1); null for a bare id or none. */
export function mediaUrl(value: number | Media | null | undefined): string | null {
  return value && typeof value === 'object' ? (value.url ?? null) : null
}
