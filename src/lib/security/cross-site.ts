/**
 * Whether a request is one that any web page could have made a visitor's browser send to this site:
 * an image, a link, an iframe, a plain form or a `no-cors` fetch on another site
 * is sent with the visitor's address, and an attack signature put in its query by that page would get
 * the visitor (and everyone behind the same address) blocked.
 *
 * Browsers say where a request comes from in `Sec-Fetch-Site` (every current browser; it cannot be
 * set by a page's script). Another site (`cross-site`), or a sibling subdomain (`same-site`, which may
 * be someone else's), can only make the browser send a "simple" request without asking the site
 * first: GET, HEAD or POST with a form or text body. Anything else from another site needs a CORS
 * preflight this site never grants, so it comes from the requester itself and counts in full.
 *
 * A scanner can send the same header to escape blocking: it then still gets the same answers
 * (the screening is not the defence, the code is), its hits are still recorded and shown, and no
 * visitor is ever blocked for what another site made their browser do.
 */
const SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST'])
const SIMPLE_BODIES = new Set(['', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'])

export interface RequestOrigin {
  method: string
  /** `Sec-Fetch-Site` as sent (absent from non-browser clients). */
  fetchSite?: string | null
  /** The Content-Type header as sent. */
  contentType?: string | null
}

export function couldBeThirdParty({ method, fetchSite, contentType }: RequestOrigin): boolean {
  const site = (fetchSite ?? '').trim().toLowerCase()
  if (site !== 'cross-site' && site !== 'same-site') return false
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return SIMPLE_METHODS.has(method.toUpperCase()) && SIMPLE_BODIES.has(type)
}

/** Marks such an event's method in the security log, where it is shown but never counted for a block. */
export const THIRD_PARTY_SUFFIX = ' cross-site'
