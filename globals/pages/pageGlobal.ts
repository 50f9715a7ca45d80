import type { Field, GlobalConfig, Tab } from 'payload'

import { editorsOnly, publishedOrEditors } from '@/access'
import { seo } from '@/fields/localized'
import { type Bilingual, cmsLabel } from '@/fields/messages'
import { revalidateGlobal } from '@/utilities/revalidateHooks'

/**
 * The copy of one public page. Every visitor-facing field is localized; the owner edits the page
 * in tabs that follow the page from top to bottom, plus its search-engine metadata.
 *
 * Drafts work as on posts (collections/Posts): saves and autosaves stay drafts, seen only in the
 * live preview (src/lib/cms reads drafts in draft mode only); "Publish" or a scheduled publish (the
 * jobs queue) makes the page live, and the revalidation hook expires it in both languages.
 * Visitors (and anonymous REST) read the published version only.
 */
export function pageGlobal(slug: string, label: Bilingual, tabs: Tab[]): GlobalConfig {
  const fields: Field[] = [{ type: 'tabs', tabs: [...tabs, { label: cmsLabel('pages', 'seoTab'), fields: [seo()] }] }]
  return {
    slug,
    label,
    admin: { group: cmsLabel('groups', 'pages') },
    access: { read: publishedOrEditors, update: editorsOnly, readVersions: editorsOnly },
    versions: {
      max: 25,
      drafts: { autosave: { interval: 1500 }, schedulePublish: true },
    },
    hooks: revalidateGlobal(slug),
    fields,
  }
}
