import { section } from '@root/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Blog index: heading and the newsletter block's copy (form labels live in UI messages). */
export const BlogPage = pageGlobal('blog-page', (page) => [
  page.tab('pageTab', [section('hero'), page.section('newsletter')]),
])
