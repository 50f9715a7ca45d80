import type { Field, GlobalConfig, Tab } from 'payload'

import { anyone, editorsOnly } from '@/access'
import { seo } from '@/fields/localized'
import { revalidateGlobal } from '@/utilities/revalidateHooks'

/**
 * The copy of one public page. Every visitor-facing field is localized; the owner edits the page
 * in tabs that follow the page from top to bottom, plus its search-engine metadata.
 */
export function pageGlobal(slug: string, label: string, tabs: Tab[]): GlobalConfig {
  const fields: Field[] = [{ type: 'tabs', tabs: [...tabs, { label: 'SEO', fields: [seo()] }] }]
  return {
    slug,
    label,
    admin: { group: 'Pages' },
    access: { read: anyone, update: editorsOnly },
    hooks: revalidateGlobal(slug),
    fields,
  }
}
