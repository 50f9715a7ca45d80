/**
 * Sends localized public pages through next-intl (English at /…, French at /fr/…) and everything
 * else (the APIs, the CMS, the studio's apps, static files) straight on. Lives next to the app
 * directory because that is the only place Next.js loads it from.
 */
import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { routing } from '@/i18n/routing'
import { NOT_LOCALIZED } from '@/lib/site/routes'

const intl = createMiddleware(routing)

// A file by its extension (the web app manifest's is longer than most).
const STATIC_FILE = /\.([a-z0-9]{2,5}|webmanifest)$/i

export function isLocalizedPath(pathname: string) {
  return !NOT_LOCALIZED.test(pathname) && !STATIC_FILE.test(pathname)
}

export default function proxy(request: NextRequest) {
  if (!isLocalizedPath(request.nextUrl.pathname)) return NextResponse.next()
  return intl(request)
}

// Must be a literal here: Next reads it statically, so it cannot share the list in
// src/lib/site/routes.ts. Everything but Next's own static files and the API comes through, and the
// proxy above decides what is a localized page. The API is never localized: left out here, its
// calls skip the proxy's round trip (a booking's share of it was measurable in bench/api.ts). Security screening is not done here: src/server/serve.ts screens
// the path and query of every request before Next sees it (src/server/front.ts), and the
// API's handlers screen the JSON bodies they read (src/lib/http/screen-body.ts).
export const config = {
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico).*)'],
}
