import { ValidationError, type Field, type FieldHook } from 'payload'

import { cmsLanguage, cmsMessage } from '@root/fields/messages'

/** Two stored values are the same: equal, both empty, or the same instant written two ways. */
function sameValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === ''
  if (empty(a) || empty(b)) return empty(a) && empty(b)
  if (a === b) return true
  if (typeof a === 'string' && typeof b === 'string') {
    const [x, y] = [Date.parse(a), Date.parse(b)]
    if (!Number.isNaN(x) && x === y) return true
  }
  return typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : false
}

/**
 * Refuses, with a 400 that names the field, a value sent by any API caller (REST, GraphQL, the CMS
 * editing screen) that differs from the stored one, or any value on creation. The site's own code
 * writes with overrideAccess and passes. The editing screen sends read-only fields back unchanged,
 * which passes too.
 */
const refuseApiChange: FieldHook = ({ value, previousValue, overrideAccess, operation, req, field, path }) => {
  if (overrideAccess) return value
  const stored = operation === 'create' ? undefined : previousValue
  const defaultValue =
    'defaultValue' in field && typeof field.defaultValue !== 'function' ? field.defaultValue : undefined
  if (sameValue(value, stored) || (operation === 'create' && sameValue(value, defaultValue))) return value
  const label = 'label' in field && field.label && typeof field.label === 'object' ? field.label : undefined
  const name =
    (label as Record<string, string> | undefined)?.[cmsLanguage(req)] ?? ('name' in field ? field.name : '') ?? ''
  throw new ValidationError({
    errors: [{ path: path.join('.'), message: cmsMessage(req, 'computed', 'refused', { field: name }) }],
  })
}

/** Never writable through the API: the site's own code (overrideAccess) is the only writer. */
const noApiWrite = () => false

/**
 * A field the site computes (when a stage changed and by whom, when a reminder went, the seat an
 * offer holds, the consent's proof): read-only for every API caller, not only hidden in the
 * editing screen. A changed value is refused with a clear error rather than dropped in silence,
 * then field access keeps any value an API caller sent out of the write.
 */
export function siteComputed<F extends Field>(field: F): F {
  const hooks = 'hooks' in field ? (field.hooks ?? {}) : {}
  return {
    ...field,
    access: { ...('access' in field ? field.access : {}), create: noApiWrite, update: noApiWrite },
    hooks: { ...hooks, beforeValidate: [refuseApiChange, ...(hooks.beforeValidate ?? [])] },
    admin: { ...field.admin, readOnly: true },
  } as F
}
