import type { CollectionConfig } from 'payload'

import { editorsOnlyAccess } from '@root/access'
import { areaLabelIfAny, areaOf, type AreaOf, cmsLabel, type CmsArea, type CmsKey } from '@root/fields/messages'

/** The areas of cms.json that name a collection (`singular`, `plural`). */
type CollectionArea = { [A in CmsArea]: 'singular' | 'plural' extends CmsKey<A> ? A : never }[CmsArea]

/** A slug whose camelCase names an area of cms.json with the collection's names. */
export type CollectionSlug<S extends string> = S & (AreaOf<S> extends CollectionArea ? unknown : never)

export type CollectionOptions = Omit<CollectionConfig, 'slug' | 'labels' | 'access'> & {
  access?: CollectionConfig['access']
}

/**
 * A collection of /cms, its texts from the cms.json area named like its slug in camelCase
 * (`faq-entries` → `faqEntries`): its names (`singular`, `plural`) and, when the area has one, its
 * `description`. It is listed under `group`, with `columns` in the list view, the first of them
 * naming each document (`useAsTitle`) unless `admin` says otherwise. Editors only (editorsOnlyAccess)
 * unless `access` opens or closes an operation.
 */
export function collection<S extends string>(
  group: CmsKey<'groups'>,
  slug: CollectionSlug<S>,
  columns: string[],
  { admin, access, ...rest }: CollectionOptions,
): CollectionConfig {
  const area = areaOf(slug as string) as CollectionArea
  const description = areaLabelIfAny(area, 'description')
  return {
    slug,
    labels: { singular: cmsLabel(area, 'singular'), plural: cmsLabel(area, 'plural') },
    admin: {
      group: cmsLabel('groups', group),
      useAsTitle: columns[0],
      defaultColumns: columns,
      ...(description && { description }),
      ...admin,
    },
    access: { ...editorsOnlyAccess, ...access },
    ...rest,
  }
}
