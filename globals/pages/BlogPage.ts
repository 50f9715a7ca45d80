import { section } from '@/fields/localized'
import { cmsLabel } from '@/fields/messages'
import { pageGlobal } from './pageGlobal'

/** Blog index: heading and the newsletter block's copy (form labels live in UI messages). */
export const BlogPage = pageGlobal('blog-page', cmsLabel('blogPage', 'label'), [
  {
    label: cmsLabel('pages', 'pageTab'),
    fields: [section('hero'), section('newsletter', { label: cmsLabel('blogPage', 'newsletter') })],
  },
])
