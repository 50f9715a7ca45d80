import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { routing } from './src/i18n/routing'

const intl = createMiddleware(routing)

/** Paths that are not localized public pages: the APIs, the CMS and the studio's own apps. */
const NOT_LOCALIZED = /^\/(api|cms|admin|monitoring|coupeqc2025pool|_next|_vercel|sw\.js)(\/|$)/
const STATIC_FILE = /\.[a-z0-9]{2,5}$/i

export function isLocalizedPath(pathname: string) {
  return !NOT_LOCALIZED.test(pathname) && !STATIC_FILE.test(pathname)
}

export function proxy(request: NextRequest) {
  if (!isLocalizedPath(request.nextUrl.pathname)) return NextResponse.next()
  return intl(request)
}
