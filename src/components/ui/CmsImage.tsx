import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { Media } from '@root/payload-types'

type Props = {
  media: Media | number | null | undefined
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  className?: string
  /** Above-the-fold image (the page's LCP): fetched early, not lazily. */
  priority?: boolean
  /** Fill the positioned parent instead of using the intrinsic ratio. */
  fill?: boolean
  /** Override the stored alt text, e.g. '' for a purely decorative image. */
  alt?: string
}

/**
 * Media URLs become absolute when PUBLIC_URL is set (Payload's serverURL); next/image must see the
 * local path so the optimizer fetches it in-process rather than as a remote image.
 */
export function mediaPath(url: string): string {
  if (!url.startsWith('http')) return url
  try {
    const parsed = new URL(url)
    return parsed.pathname.startsWith('/api/media/') ? parsed.pathname + parsed.search : url
  } catch {
    return url
  }
}

/** Largest stored rendition that is still ≤ 1600 px wide: less work for the optimizer. */
export function mediaSource(media: Media): { src: string; width: number; height: number } | null {
  const hero = media.sizes?.hero
  if (hero?.url && hero.width && hero.height)
    return { src: mediaPath(hero.url), width: hero.width, height: hero.height }
  if (media.url && media.width && media.height)
    return { src: mediaPath(media.url), width: media.width, height: media.height }
  return null
}

/**
 * An image from the CMS through next/image: responsive srcset, AVIF/WebP, explicit dimensions so
 * nothing shifts while it loads, and the editor's focal point kept in view when cropped.
 */
export function CmsImage({ media, sizes, className, priority, fill, alt }: Props) {
  if (!media || typeof media === 'number') return null
  const source = mediaSource(media)
  if (!source) return null
  const position = media.focalX != null && media.focalY != null ? `${media.focalX}% ${media.focalY}%` : undefined
  // getImageProps + <img> instead of <Image>: the same srcset, sizes and lazy loading, without
  // shipping next/image's client component to the browser.
  const { props } = getImageProps({
    src: source.src,
    alt: alt ?? media.alt ?? '',
    sizes,
    quality: 75,
    ...(fill ? { fill: true } : { width: source.width, height: source.height }),
    ...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  })
  if (priority) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  const style = { ...props.style, ...(position ? { objectPosition: position } : {}) }
  // eslint-disable-next-line @next/next/no-img-element -- props (alt included) come from getImageProps
  return <img {...props} style={style} className={className} />
}
