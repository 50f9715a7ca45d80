import type { SelectField } from 'payload'

import type { Bilingual } from '@root/fields/messages'

/**
 * Options from a fixed list of values, each labelled in both CMS languages by `optionLabel` (a
 * catalogue of texts through labelsFrom, cms.json through cmsLabel, or sameInBothLanguages for
 * names and codes that read the same in both).
 */
export const choice = <V extends string>(
  name: string,
  values: readonly V[],
  optionLabel: (value: V) => Bilingual,
  extra: Omit<Partial<SelectField>, 'label' | 'options'> & { label: Bilingual },
): SelectField =>
  ({
    name,
    type: 'select',
    options: values.map((value) => ({ label: optionLabel(value), value })),
    ...extra,
  }) as SelectField
