/**
 * The service worker served at /sw.js (src/app/sw.js/route.ts). Its text carries the build's
 * version, so every deployment is a new worker: the browser installs it, and pages that already
 * had one show the update banner, so nobody keeps using a stale version unawares.
 *
 * Strategy:
 *  - pages (navigations): network first; a successful answer is kept (the 40 most recent), so a
 *    visited page opens offline; an unvisited one gets the bilingual offline page;
 *  - Next's hashed assets, images and fonts: cache first (their URLs change when they do);
 *  - matched by URL alone (ignoreVary): responses vary on a client hint the browser sends and the
 *    worker's own fetches do not, which would make every kept asset miss;
 *  - never /api, /admin, /cms, /monitoring (personal data, sessions, live figures), nor anything
 *    that is not a same-origin GET, nor React Server Component requests (they vary by headers;
 *    offline, Next falls back to a full navigation, which the page cache answers).
 */
export const OFFLINE_PATH = '/offline.html'

export function serviceWorkerScript(version: string): string {
  return `/* Studio service worker ${JSON.stringify(version)} */
'use strict'
const VERSION = ${JSON.stringify(version)}
const PAGES = 'pages-v1'
const ASSETS = 'assets-v1'
const CORE = 'core-' + VERSION
const OFFLINE = ${JSON.stringify(OFFLINE_PATH)}
const MAX_PAGES = 40
const MAX_ASSETS = 300
const NEVER = /^\\/(?:api|admin|cms|monitoring)(?:\\/|$)/
const ASSET = /^\\/(?:_next\\/(?:static|image)\\/|_next\\/image$|images\\/|icon\\.svg$|favicon\\.ico$)|\\.(?:css|js|woff2?|png|jpe?g|webp|avif|svg|ico)$/

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CORE).then((cache) => cache.add(new Request(OFFLINE, { cache: 'reload' }))).then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('core-') && key !== CORE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  )
})

function cacheable(url, request) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false
  if (NEVER.test(url.pathname) || url.pathname === '/sw.js') return false
  if (url.searchParams.has('_rsc') || request.headers.get('RSC') === '1') return false
  return true
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key)
}

async function remember(cacheName, max, request, response) {
  if (!response || response.status !== 200 || response.type !== 'basic') return
  if ((response.headers.get('Cache-Control') || '').includes('no-store')) return
  const cache = await caches.open(cacheName)
  await cache.delete(request, { ignoreVary: true })
  await cache.put(request, response)
  await trim(cacheName, max)
}

function pageKey(url) {
  // One copy per page: tracking parameters do not make another page.
  return new Request(url.origin + url.pathname)
}

async function page(request, url) {
  try {
    const response = await fetch(request)
    if (response.ok && url.pathname !== OFFLINE && (response.headers.get('Content-Type') || '').includes('text/html')) {
      await remember(PAGES, MAX_PAGES, pageKey(url), response.clone())
    }
    return response
  } catch (error) {
    const cached = await caches.match(pageKey(url), { cacheName: PAGES, ignoreVary: true })
    if (cached) return cached
    const offline = await caches.match(OFFLINE, { cacheName: CORE, ignoreVary: true })
    return offline || Response.error()
  }
}

async function asset(request) {
  const cached = await caches.match(request, { cacheName: ASSETS, ignoreVary: true })
  if (cached) return cached
  const response = await fetch(request)
  await remember(ASSETS, MAX_ASSETS, request, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (!cacheable(url, request)) return
  if (request.mode === 'navigate') event.respondWith(page(request, url))
  else if (ASSET.test(url.pathname)) event.respondWith(asset(request))
})

// The page the worker arrived on was loaded before the worker ran: the page sends what it loaded.
self.addEventListener('message', (event) => {
  const data = event.data || {}
  if (data.type !== 'CACHE_URLS' || !Array.isArray(data.urls)) return
  event.waitUntil(Promise.all(data.urls.slice(0, 100).map(async (href) => {
    try {
      const url = new URL(href, self.location.origin)
      const request = new Request(url.href)
      if (!cacheable(url, request)) return
      if (ASSET.test(url.pathname)) {
        if (await caches.match(request, { cacheName: ASSETS, ignoreVary: true })) return
        await remember(ASSETS, MAX_ASSETS, request, await fetch(request))
      } else {
        const response = await fetch(request)
        if ((response.headers.get('Content-Type') || '').includes('text/html')) await remember(PAGES, MAX_PAGES, pageKey(url), response)
      }
    } catch (error) {
      // Offline already, or the resource is gone: nothing to keep.
    }
  })))
})
`
}
