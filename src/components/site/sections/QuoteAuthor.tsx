import type { ReactNode } from 'react'

import { CmsImage } from '@/components/ui/CmsImage'
import type { Media } from '@root/payload-types'

/** Avatar sizes: the classes' success stories, the reviews' smaller cards. */
const avatars = {
  md: { className: 'size-12', sizes: '48px' },
  sm: { className: 'size-11', sizes: '44px' },
} as const

type Props = {
  image: Media | number | null | undefined
  avatar: keyof typeof avatars
  name: string
  /** Short lines under the name (the course taken, the service). */
  children?: ReactNode
}

/** Who said the quote above it: their photo when the CMS has one, their name, then a line or two. */
export function QuoteAuthor({ image, avatar, name, children }: Props) {
  const { className, sizes } = avatars[avatar]
  return (
    <figcaption className="mt-5 flex items-center gap-3">
      {image && typeof image === 'object' && (
        <span className={`relative ${className} overflow-hidden rounded-full bg-sand`}>
          <CmsImage media={image} fill alt="" sizes={sizes} className="object-cover" />
        </span>
      )}
      <span>
        <span className="block font-semibold">{name}</span>
        {children}
      </span>
    </figcaption>
  )
}
