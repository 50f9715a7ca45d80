/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket notation for nested
 * objects (`metadata[order]=1`, `line_items[0][price_data][currency]=cad`) and arrays, either
 * indexed (`tax_rates[0]=txr_1`, what stripe-node sends) or appended (`expand[]=line_items`, what
 * curl examples send). Every leaf stays a string, as Stripe receives it; each endpoint coerces.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type FormObject = { [key: string]: FormValue }

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    return part
  }
}

/** `a[b][0][]` → ['a', 'b', '0', '']; a malformed key stays one segment. */
function splitKey(key: string): string[] {
  const open = key.indexOf('[')
  if (open <= 0 || !key.endsWith(']')) return [key]
  const segments = [key.slice(0, open)]
  const rest = key.slice(open)
  const re = /\[([^[\]]*)\]/g
  let consumed = 0
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    if (m.index !== consumed) return [key]
    segments.push(m[1]!)
    consumed = re.lastIndex
  }
  return consumed === rest.length ? segments : [key]
}

/** Objects whose keys are all array indices become arrays, in index order. */
function arraysFromIndices(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  for (const k of keys) value[k] = arraysFromIndices(value[k]!)
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]!)
  }
  return value
}

export function parseForm(body: string): FormObject {
  const root: FormObject = {}
  if (!body) return root
  for (const pair of body.split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const key = decode(eq < 0 ? pair : pair.slice(0, eq))
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1))
    const path = splitKey(key)
    let node: { [key: string]: FormValue } = root
    for (let i = 0; i < path.length; i++) {
      let segment = path[i]!
      // `x[]` appends: the next free index of this level.
      if (segment === '') segment = String(Object.keys(node).length)
      if (i === path.length - 1) {
        node[segment] = value
        break
      }
      const next = node[segment]
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
        const child: { [key: string]: FormValue } = {}
        node[segment] = child
        node = child
      } else node = next
    }
  }
  for (const k of Object.keys(root)) root[k] = arraysFromIndices(root[k]!)
  return root
}

/** The same parameters however they were spelled or ordered: what idempotency compares. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  const obj = value as Record<string, unknown>
  return `{${Object.keys(obj)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`)
    .join(',')}}`
}
