import type { Field, GlobalConfig, Tab } from 'payload'

import { editorsOnly, publishedOrEditors } from '@root/access'
import { localizedIn, seo } from '@root/fields/localized'
import { areaLabelIfAny, areaOf, type AreaOf, cmsLabel, type CmsArea, type CmsKey } from '@root/fields/messages'
import { revalidateGlobal } from '@root/utilities/revalidateHooks'

/** The areas of cms.json that hold a page's texts (`homePage`, `pricingPage`…). */
type PageArea = Extract<CmsArea, `${string}Page`>

/** The field builders of one page, labelled from its area, and its tabs. */
export type PageFields<A extends PageArea> = ReturnType<typeof localizedIn<A>> & {
  /** A tab labelled by `key` of the page's area, else by the tab names pages share (cms.json `pages`). */
  tab: (key: CmsKey<A> | CmsKey<'pages'>, fields: Field[]) => Tab
}

/**
 * The copy of one public page. Every visitor-facing field is localized; the owner edits the page
 * in tabs that follow the page from top to bottom, plus its search-engine metadata. Its texts
 * live in the cms.json area named like its slug in camelCase (`pricing-page` → `pricingPage`):
 * its name (`label`), and those of the fields built with `page`, the builders `tabs` receives.
 *
 * Drafts work as on posts (collections/Posts): saves and autosaves stay drafts, seen only in the
 * live preview (src/lib/cms reads drafts in draft mode only); "Publish" or a scheduled publish (the
 * jobs queue) makes the page live, and the revalidation hook expires it in both languages.
 * Visitors (and anonymous REST) read the published version only.
 */
export function pageGlobal<S extends string>(
  slug: S & (AreaOf<S> extends PageArea ? unknown : never),
  tabs: (page: PageFields<AreaOf<S> & PageArea>) => Tab[],
): GlobalConfig {
  const area = areaOf(slug as string) as AreaOf<S> & PageArea
  const page: PageFields<typeof area> = {
    ...localizedIn(area),
    tab: (key, fields) => ({
      label: areaLabelIfAny(area, String(key)) ?? cmsLabel('pages', key as CmsKey<'pages'>),
      fields,
    }),
  }
  const fields: Field[] = [
    { type: 'tabs', tabs: [...tabs(page), { label: cmsLabel('pages', 'seoTab'), fields: [seo()] }] },
  ]
  return {
    slug,
    label: cmsLabel(area as PageArea, 'label'),
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
