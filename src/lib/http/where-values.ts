import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

import { inDateRange } from '@/lib/schemas/common'

import { PG_INTEGER_MAX as INT_MAX } from './request'

/**
 * The values of a `where` filter sent from outside checked against the types of the fields they
 * name, before Payload builds SQL from them: `where[id][in]=abc`, `where[id][equals]=
 * 99999999999999999999`, `where[createdAt][all]=a` or a choice a select field does not have reached
 * PostgreSQL as they were, which refused them with a 500. Only what the field's type decides is
 * checked: a path this check cannot resolve (through a relationship, into an array or blocks) is
 * left to Payload, which answers its own 400 for a path that does not exist.
 */

const INTEGER = /^-?[0-9]{1,10}$/
const DECIMAL = /^-?(?:[0-9]{1,30}(?:\.[0-9]{0,30})?|\.[0-9]{1,30})(?:e[+-]?[0-9]{1,3})?$/i

type Field = Pick<FlattenedField, 'name' | 'type'> & {
  options?: readonly (string | { value: string })[]
  flattenedFields?: Field[]
  relationTo?: string | string[]
}

/** Operators whose value is a list: an array, or one string of comma-separated items. */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Operators of point fields and `exists`: their values are not the field's type. */
const OTHER_OPERATORS = new Set(['near', 'within', 'intersects', 'exists'])

const isInteger = (v: unknown) => {
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) <= INT_MAX
  return typeof v === 'string' && INTEGER.test(v.trim()) && Math.abs(Number(v)) <= INT_MAX
}
const isDecimal = (v: unknown) =>
  typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && DECIMAL.test(v.trim())
const isBoolean = (v: unknown) => typeof v === 'boolean' || v === 'true' || v === 'false'
const isDate = (v: unknown) =>
  (typeof v === 'string' && inDateRange(v.trim())) ||
  (typeof v === 'number' && Number.isFinite(v) && inDateRange(new Date(v).toISOString()))

/** Null means "no value" to Payload whatever the field. */
const isNull = (v: unknown) => v === null || v === 'null'

/** What one value of `field` must be, or undefined when any value will do. */
function valueRule(field: Field, idType: 'number' | 'text'): ((v: unknown) => boolean) | undefined {
  switch (field.type) {
    case 'number':
      return isDecimal
    case 'date':
      return isDate
    case 'checkbox':
      return isBoolean
    case 'select':
    case 'radio': {
      const allowed = new Set((field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value)))
      return (v) => typeof v === 'string' && allowed.has(v)
    }
    case 'relationship':
    case 'upload':
      // A polymorphic relationship's value names its collection ({ relationTo, value }): left to Payload.
      return typeof field.relationTo === 'string' && idType === 'number' ? isInteger : undefined
    default:
      return undefined
  }
}

/** The ids are PostgreSQL serials unless the collection declares an `id` field of its own. */
function idTypeOf(collection: SanitizedCollectionConfig): 'number' | 'text' {
  const own = collection.flattenedFields.find((f) => f.name === 'id')
  return own && own.type !== 'number' ? 'text' : 'number'
}

/** The field a filter path names, through groups and named tabs; undefined when it is not that simple. */
function fieldAt(collection: SanitizedCollectionConfig, path: string): Field | undefined {
  if (path === 'id') return { name: 'id', type: idTypeOf(collection) }
  let fields = collection.flattenedFields as unknown as Field[]
  let found: Field | undefined
  for (const part of path.split('.')) {
    found = fields.find((f) => f.name === part)
    if (!found) return undefined
    fields = found.flattenedFields ?? []
  }
  return found && (found.type === 'group' || found.type === 'tab') ? undefined : found
}

/** Why a value of `where` does not fit its field, or undefined. Iterative: no deep recursion. */
export function whereValueProblem(where: unknown, collection: SanitizedCollectionConfig): string | undefined {
  const idType = idTypeOf(collection)
  const stack: unknown[] = [where]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === null || typeof node !== 'object' || Array.isArray(node)) continue
    for (const [key, value] of Object.entries(node)) {
      if (/^(and|or)$/i.test(key)) {
        if (Array.isArray(value)) stack.push(...value)
        else if (value && typeof value === 'object') stack.push(...Object.values(value))
        continue
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) continue
      const field = fieldAt(collection, key)
      if (!field) continue
      const rule = field.type === 'number' && key === 'id' ? isInteger : valueRule(field, idType)
      for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
        if (operator === 'exists') {
          if (!isBoolean(operand)) return `${key}: exists takes true or false`
          continue
        }
        if (!rule || OTHER_OPERATORS.has(operator) || isNull(operand)) continue
        const items = LIST_OPERATORS.has(operator)
          ? Array.isArray(operand)
            ? operand
            : typeof operand === 'string'
              ? operand.split(',')
              : [operand]
          : [operand]
        const wrong = items.find((item) => !isNull(item) && !rule(item))
        if (wrong !== undefined || items.length === 0)
          return `${key}: ${JSON.stringify(wrong ?? '').slice(0, 60)} is not a ${field.type === 'number' && key === 'id' ? 'record id' : `${field.type} value`}`
      }
    }
  }
  return undefined
}
