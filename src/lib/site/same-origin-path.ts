/**
 * The one check of every redirect that takes its target from a request or from stored text
 * (/preview?path=, the CMS redirects): the path that goes into the Location header must lead to
 * this site.
 */
const BASE = 'http://same-origin.invalid'

/**
 * `raw` as the path a redirect may send a browser to, or undefined when it could lead anywhere
 * else or is not a path at all.
 *
 * The path is normalised first (dot segments, `%2e`, as the URL parser and every browser resolve
 * them), and the check reads what is returned, not what was asked: `/.//evil.example` and
 * `/a/..//evil.example` are `//evil.example` once resolved, another site to a browser. So the
 * result is a path of printable ASCII (a header cannot carry a line break or non-ASCII text, and
 * browsers drop tabs and line breaks from a URL, so `/\t/host` is `//host` to them) that starts
 * with a single `/`, holds no `//` and no backslash (browsers read `\` as `/`), decodes cleanly
 * (not `%c0%af`) and resolves on this site's own origin.
 */
export function sameOriginPath(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string' || !/^\/[\x21-\x7e]*$/.test(raw) || raw.includes('\\')) return undefined
  let url: URL
  try {
    decodeURIComponent(raw)
    url = new URL(raw, BASE)
  } catch {
    return undefined
  }
  if (url.origin !== BASE) return undefined
  const path = `${url.pathname}${url.search}${url.hash}`
  if (!url.pathname.startsWith('/') || url.pathname.includes('//') || path.includes('\\')) return undefined
  // What the browser will make of the result: this site, whatever the site's origin.
  if (new URL(path, BASE).origin !== BASE) return undefined
  return path
}
