/**
 * Pure rules of the CMS redirects (plugins/redirects.ts): how an editor's "from" address is
 * stored, where a redirect leads, and whether a set of redirects loops. No Payload, no Next: the
 * collection's hooks, the site's not-found path (src/lib/cms/redirects.ts) and the unit tests share
 * them.
 */
import { NOT_LOCALIZED, publicRoutes } from '@/lib/site/routes'
import { sameOriginPath } from '@/lib/site/same-origin-path'

/** The two statuses an editor picks from: permanent (search engines move the page) or temporary. */
export const redirectStatuses = ['308', '307'] as const
export type RedirectStatus = (typeof redirectStatuses)[number]

/**
 * An address as stored and looked up: the path only (a pasted full URL loses its origin, query and
 * fragment), one leading slash, no trailing slash. Null when nothing path-like is left.
 */
export function normalizePath(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null
  let value = input.trim()
  if (!value) return null
  if (/^https?:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname
    } catch {
      return null
    }
  }
  value = value.split(/[?#]/)[0] ?? ''
  try {
    value = decodeURI(value)
  } catch {
    /* keep it as typed */
  }
  if (!value.startsWith('/')) value = `/${value}`
  value = value.replace(/\/{2,}/g, '/')
  if (value.length > 1) value = value.replace(/\/+$/, '')
  return value || '/'
}

export const isFrenchPath = (path: string) => path === '/fr' || path.startsWith('/fr/')

/** The English path of a public address ('/fr/blog/x' → '/blog/x'). */
const englishPath = (path: string) => (isFrenchPath(path) ? path.slice(3) || '/' : path)

export type FromProblem = 'notAPage' | 'livePage'

/**
 * A redirect only answers where the site has no page (it is looked up on the not-found path), so
 * an address of the CMS, the API or a live page of the site is refused rather than silently ignored.
 */
export function fromProblem(from: string): FromProblem | null {
  if (NOT_LOCALIZED.test(from) || /\.([a-z0-9]{2,5}|webmanifest)$/i.test(from)) return 'notAPage'
  const path = englishPath(from)
  if (path === '/' || publicRoutes.includes(path)) return 'livePage'
  return null
}

/** The public address of a post, in the language of the address that redirects to it. */
export function postPath(slug: string, from: string): string {
  return isFrenchPath(from) ? `/fr/blog/${slug}` : `/blog/${slug}`
}

export type RedirectTarget =
  { type: 'reference'; postSlug: string | null } | { type: 'custom'; url: string | null | undefined }

/**
 * Where a redirect sends the browser: a post's address in the language of `from`, or the custom
 * URL (a site path, or any http(s) address). Null when it leads nowhere yet.
 */
export function targetLocation(from: string, to: RedirectTarget): string | null {
  if (to.type === 'reference') return to.postSlug ? postPath(to.postSlug, from) : null
  const url = to.url?.trim()
  if (!url) return null
  if (/^https?:\/\//i.test(url)) return url
  // A site path is sent as the Location of a redirect: it must lead to this site once a browser
  // reads it (a `\` is a `/` to browsers), by the same check as every other redirect's. Spaces and
  // non-ASCII letters are checked as they go out, percent-encoded.
  const path = normalizePath(url)
  return path && sameOriginPath(path.replace(/[^\x21-\x7e]/gu, encodeURIComponent)) ? path : null
}

/** The site path a target lands on (null for another site), to follow chains of redirects. */
export function landingPath(location: string, siteOrigin: string): string | null {
  if (location.startsWith('/')) return normalizePath(location)
  try {
    const url = new URL(location)
    return url.origin === new URL(siteOrigin).origin ? normalizePath(url.pathname) : null
  } catch {
    return null
  }
}

export type LoopProblem = { kind: 'self' } | { kind: 'loop'; through: string[] }

/**
 * Whether the redirect `from` → `location` sends a browser round in circles, given every other
 * redirect (`others`: from → landing path). Following the chain from the new target must never come
 * back to `from`.
 */
export function findLoop(
  from: string,
  location: string | null,
  others: Map<string, string | null>,
  siteOrigin: string,
): LoopProblem | null {
  if (!location) return null
  let next = landingPath(location, siteOrigin)
  if (next === from) return { kind: 'self' }
  const through: string[] = []
  const seen = new Set<string>([from])
  while (next && others.has(next) && !seen.has(next)) {
    seen.add(next)
    through.push(next)
    next = others.get(next) ?? null
    if (next === from) return { kind: 'loop', through }
  }
  return null
}
