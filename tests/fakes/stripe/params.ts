/**
 * Reading Stripe parameters as Stripe does: every value arrives as a string, an unknown name is a
 * 400 `parameter_unknown`, a missing one `parameter_missing`, a bad integer
 * `parameter_invalid_integer`, and the error names the parameter in bracket notation.
 */
import { invalidRequest, missingParam, unknownParam } from './errors'
import type { FormObject, FormValue } from './form'

export type Metadata = Record<string, string>

export function childName(parent: string, key: string | number): string {
  return parent ? `${parent}[${key}]` : String(key)
}

export function rejectUnknown(params: FormObject, allowed: readonly string[], parent = ''): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) throw unknownParam(childName(parent, key))
  }
}

export function asObject(value: FormValue | undefined, name: string): FormObject | undefined {
  if (value === undefined || value === '') return undefined
  if (typeof value === 'string' || Array.isArray(value)) {
    throw invalidRequest(`Invalid object`, name, 'parameter_invalid_empty')
  }
  return value
}

export function asArray(value: FormValue | undefined, name: string): FormValue[] | undefined {
  if (value === undefined || value === '') return undefined
  if (Array.isArray(value)) return value
  throw invalidRequest(`Invalid array`, name, 'parameter_invalid_empty')
}

export function str(
  params: FormObject,
  key: string,
  opts: { required?: boolean; max?: number; parent?: string } = {},
): string | undefined {
  const name = childName(opts.parent ?? '', key)
  const value = params[key]
  if (value === undefined || value === '') {
    if (opts.required) throw missingParam(name)
    return undefined
  }
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${JSON.stringify(value)}`, name)
  if (opts.max !== undefined && value.length > opts.max) {
    throw invalidRequest(
      `Invalid string: ${value.slice(0, 20)}...; must be at most ${opts.max} characters`,
      name,
      'string_length_exceeds_maximum',
    )
  }
  return value
}

export function int(
  params: FormObject,
  key: string,
  opts: { required?: boolean; min?: number; parent?: string } = {},
): number | undefined {
  const name = childName(opts.parent ?? '', key)
  const raw = str(params, key, { required: opts.required, parent: opts.parent })
  if (raw === undefined) return undefined
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw invalidRequest(`Invalid integer: ${raw}`, name, 'parameter_invalid_integer')
  }
  const n = Number(raw)
  if (opts.min !== undefined && n < opts.min) {
    throw invalidRequest(
      `This value must be greater than or equal to ${opts.min} (it currently is '${n}').`,
      name,
      'parameter_invalid_integer',
    )
  }
  return n
}

export function bool(params: FormObject, key: string, opts: { required?: boolean; parent?: string } = {}) {
  const name = childName(opts.parent ?? '', key)
  const raw = str(params, key, { required: opts.required, parent: opts.parent })
  if (raw === undefined) return undefined
  if (raw !== 'true' && raw !== 'false') throw invalidRequest(`Invalid boolean: ${raw}`, name)
  return raw === 'true'
}

export function decimal(params: FormObject, key: string, opts: { required?: boolean; parent?: string } = {}) {
  const name = childName(opts.parent ?? '', key)
  const raw = str(params, key, { required: opts.required, parent: opts.parent })
  if (raw === undefined) return undefined
  if (!/^\d+(\.\d+)?$/.test(raw)) throw invalidRequest(`Invalid decimal: ${raw}`, name)
  return Number(raw)
}

export function oneOf<T extends string>(
  params: FormObject,
  key: string,
  values: readonly T[],
  opts: { required?: boolean; parent?: string } = {},
): T | undefined {
  const name = childName(opts.parent ?? '', key)
  const raw = str(params, key, { required: opts.required, parent: opts.parent })
  if (raw === undefined) return undefined
  if (!(values as readonly string[]).includes(raw)) {
    const list =
      values.length > 1 ? `${values.slice(0, -1).join(', ')}, or ${values[values.length - 1]}` : String(values[0])
    throw invalidRequest(`Invalid ${key}: must be one of ${list}`, name)
  }
  return raw as T
}

/** Stripe's metadata limits: 50 keys, names up to 40 characters, values up to 500. */
export function metadata(params: FormObject, key = 'metadata', parent = ''): Metadata | undefined {
  const name = childName(parent, key)
  const value = params[key]
  if (value === undefined) return undefined
  if (value === '') return {}
  const obj = asObject(value, name)!
  const out: Metadata = {}
  const keys = Object.keys(obj)
  if (keys.length > 50) throw invalidRequest('Invalid metadata: metadata can have up to 50 keys', name)
  for (const k of keys) {
    const v = obj[k]
    if (typeof v !== 'string') throw invalidRequest(`Invalid value for metadata key ${k}`, childName(name, k))
    if (k.length > 40) throw invalidRequest(`Metadata key length can't exceed 40 characters`, childName(name, k))
    if (v.length > 500) {
      throw invalidRequest(
        `Metadata values can have up to 500 characters, but you passed in a value that is ${v.length} characters`,
        childName(name, k),
      )
    }
    if (v !== '') out[k] = v
  }
  return out
}

/** `expand[]=a&expand[]=b` or `expand[0]=a`: the paths to expand. */
export function expandPaths(params: FormObject): string[] {
  const value = params.expand
  if (value === undefined || value === '') return []
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  throw invalidRequest('Invalid array', 'expand')
}
