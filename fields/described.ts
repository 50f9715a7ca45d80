import type { Field } from 'payload'

import { areaLabel, type CmsArea, type CmsKey } from '@root/fields/messages'

/** The keys of a cms.json area that come with a `<key>Description`. */
type DescribedKey<A extends CmsArea> = {
  [K in CmsKey<A> & string]: `${K}Description` extends CmsKey<A> ? K : never
}[CmsKey<A> & string]

/** A field's definition without its texts; `admin` is merged with the description. */
type Untitled = { name?: string; type: Field['type']; admin?: object; [property: string]: unknown }

/**
 * A field with the usual pair of texts of its cms.json area: `key` as its label, `<key>Description`
 * as the help under it. Named `key` unless the definition names it.
 */
export const described = <A extends CmsArea>(
  area: A,
  key: DescribedKey<A>,
  { name = key, admin, ...field }: Untitled,
): Field =>
  ({
    name,
    ...field,
    label: areaLabel(area, key),
    admin: { ...admin, description: areaLabel(area, `${key}Description`) },
  }) as Field
