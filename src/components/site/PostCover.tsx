import { CmsImage } from '@/components/ui/CmsImage'
import type { Post } from '@root/payload-types'

type Props = {
  post: Pick<Post, 'coverImage' | 'coverImageUrl' | 'title'>
  sizes: string
  priority?: boolean
  className?: string
}

/**
 * A post's cover: the uploaded image through next/image, else the external address the
 * administrator's form allows (its coverImage is a URL), drawn in the same 16:9 frame so
 * the layout never shifts.
 */
export function PostCover({ post, sizes, priority, className = '' }: Props) {
  const uploaded = post.coverImage && typeof post.coverImage === 'object' ? post.coverImage : null
  return (
    <div className={`relative aspect-video overflow-hidden bg-sand ${className}`}>
      {uploaded ? (
        <CmsImage media={uploaded} fill priority={priority} alt="" sizes={sizes} className="object-cover" />
      ) : post.coverImageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- external address, not ours to optimize
        <img
          src={post.coverImageUrl}
          alt=""
          width={1200}
          height={675}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </div>
  )
}
