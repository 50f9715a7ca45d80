import fs from 'node:fs'
import path from 'node:path'

import { serviceWorkerScript } from '@/lib/monitoring/service-worker'

// Read at run time: the worker's version is the build that is serving it.
export const dynamic = 'force-dynamic'

let build: string | undefined

/** This build's id: a new deployment is a new worker (and the update banner). */
function buildVersion(): string {
  try {
    const dir = process.env.NEXT_DIST_DIR || '.next'
    return fs.readFileSync(path.join(process.cwd(), dir, 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}

/**
 * GET /sw.js: the service worker (src/lib/monitoring/service-worker.ts). `?v=` is folded into the
 * version: registering /sw.js?v=… installs a new worker without a deployment, which is how the
 * end-to-end tests stand in for one (Playwright cannot intercept a worker's own script).
 */
export function GET(request: Request) {
  build ??= buildVersion()
  const extra = new URL(request.url).searchParams.get('v')
  const version = extra && /^[\w.-]{1,40}$/.test(extra) ? `${build}+${extra}` : build
  return new Response(serviceWorkerScript(version), {
    headers: {
      'Content-Type': 'application/javascript; charset=utf-8',
      // Browsers check a worker for updates on navigation; it must never be served stale.
      'Cache-Control': 'no-cache, no-store, must-revalidate',
    },
  })
}
