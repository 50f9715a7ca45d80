import type { SelectField } from 'payload'

/** Options from a fixed list of values, labelled by the value itself (the studio reads the codes). */
export const choice = (name: string, values: readonly string[], extra: Partial<SelectField> = {}): SelectField =>
  ({ name, type: 'select', options: values.map((value) => ({ label: value, value })), ...extra }) as SelectField
