/**
 * The route pattern of a request, for metric labels: "GET /api/admin/blog/:id", never the raw URL.
 * Raw URLs would make one series per post id, token or scanner probe, and a label set that grows
 * without bound is how a metrics registry eats a server's memory.
 */

/** Whole-path rules, first match wins. */
const PATH_RULES: readonly [RegExp, string][] = [
  [/^\/_next\/static\/.*$/, '/_next/static/*'],
  [/^\/_next\/image$/, '/_next/image'],
  [/^\/_next\/.*$/, '/_next/*'],
  [/^\/cms(?:\/.*)?$/, '/cms/*'],
  [/^\/api\/media\/file\/.*$/, '/api/media/file/:filename'],
  [/^\/images\/.*$/, '/images/*'],
  [/^(\/fr)?\/blog\/[^/]+$/, '$1/blog/:slug'],
  [/^(\/fr)?\/services\/[^/]+$/, '$1/services/:serviceType'],
]

// A segment that names one record rather than a route: a number, a UUID, or a long token.
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|[\w-]{24,})$/i

/** Distinct routes kept as labels; beyond, everything new is counted under "(other)". */
export const MAX_ROUTES = 300
export const NOT_FOUND_ROUTE = '(not found)'
export const OTHER_ROUTE = '(other)'

export function normalizePath(rawPath: string): string {
  let path = rawPath.split('?')[0] || '/'
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  for (const [pattern, replacement] of PATH_RULES) {
    if (pattern.test(path)) return path.replace(pattern, replacement)
  }
  return path
    .split('/')
    .map((segment) => (segment !== '' && ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/')
}

/**
 * The label for a finished request. Unknown paths (404) share one label: scanners probe thousands
 * of paths and each would otherwise become a series.
 */
export function routeLabel(path: string, status: number, known: Set<string>): string {
  if (status === 404) return NOT_FOUND_ROUTE
  const route = normalizePath(path)
  if (known.has(route)) return route
  if (known.size >= MAX_ROUTES) return OTHER_ROUTE
  known.add(route)
  return route
}
