import { trustedProxyCount } from './client-ip'
import { HttpError } from './errors'
import { httpMessage, requestLocale } from './messages'
import type { HttpRequest } from './request'

function originOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    return new URL(value).origin
  } catch {
    return undefined
  }
}

/** The origins this site is reached at: the request's own, PUBLIC_URL, and the proxy's view. */
function allowedOrigins(req: HttpRequest): Set<string> {
  const allowed = new Set<string>()
  const own = originOf(req.url)
  if (own) allowed.add(own)
  const configured = originOf(process.env.PUBLIC_URL)
  if (configured) allowed.add(configured)
  const host = req.headers.get('host')
  if (host) {
    allowed.add(`http://${host}`)
    allowed.add(`https://${host}`)
  }
  if (trustedProxyCount() > 0) {
    const fwdHost = req.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    const fwdProto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'https'
    if (fwdHost) allowed.add(`${fwdProto}://${fwdHost}`)
  }
  return allowed
}

/**
 * For mutations authenticated by a cookie: the browser attaches the cookie to cross-site requests
 * too, so the request must prove it comes from our own pages. Origin is sent by every current
 * browser on POST/PUT/DELETE; without it, Sec-Fetch-Site, then Referer decide. A request with none
 * of them is not from a browser page (curl, server-side code) and carries no ambient cookie risk.
 */
export function requireSameOrigin(req: HttpRequest): void {
  const locale = requestLocale(req)
  const forbidden = () => new HttpError(403, 'FORBIDDEN_ORIGIN', httpMessage('forbiddenOrigin', locale))
  const allowed = allowedOrigins(req)
  const origin = req.headers.get('origin')
  if (origin !== null) {
    if (origin === 'null' || !allowed.has(origin)) throw forbidden()
    return
  }
  const site = req.headers.get('sec-fetch-site')
  if (site !== null) {
    if (site !== 'same-origin' && site !== 'none') throw forbidden()
    return
  }
  const referer = originOf(req.headers.get('referer'))
  if (referer !== undefined && !allowed.has(referer)) throw forbidden()
}
