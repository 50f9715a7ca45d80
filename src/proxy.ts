/**
 * Next.js looks for the proxy next to the app directory (src/). The logic lives in /proxy.ts at
 * the project root, where the architecture places it; this file only mounts it.
 */
import type { NextRequest } from 'next/server'

import { proxy as studioProxy } from '../proxy'

export default function proxy(request: NextRequest) {
  return studioProxy(request)
}

// Must be a literal here: Next reads it statically. Everything but Next's own static files goes
// through the proxy (security screening covers the API too); the proxy itself decides what is a
// localized page.
export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
