import { offlinePage } from '@/lib/monitoring/offline-page'

export const dynamic = 'force-static'

/** GET /offline.html: what the service worker shows for an unvisited page without a network. */
export function GET() {
  return new Response(offlinePage(), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
