import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { CmsImage } from '@/components/ui/CmsImage'
import type { Media } from '@root/payload-types'

/** Images inside a post go through next/image like every other CMS image. */
export const richTextConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: (args) => {
    const value = (args.node as { value?: unknown }).value
    if (value && typeof value === 'object' && (value as Media).mimeType?.startsWith('image')) {
      return (
        <figure className="my-8">
          <CmsImage
            media={value as Media}
            sizes="(min-width: 768px) 48rem, 100vw"
            className="h-auto w-full rounded-2xl"
          />
        </figure>
      )
    }
    const upload = defaultConverters.upload
    return typeof upload === 'function' ? upload(args) : null
  },
})
