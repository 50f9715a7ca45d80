'use client'

import { lazy, Suspense, useCallback, useEffect, useState } from 'react'

import type { UpdateLabels } from './UpdateBanner'

const UpdateBanner = lazy(() => import('./UpdateBanner'))

const UPDATE_CHECK_MS = 60 * 60_000

/**
 * The page's resources, for the worker to cache: the first visit happens before the worker
 * controls the page, so without this the site would not open offline after one visit.
 */
function loadedResources(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin))
  return [window.location.href, ...urls]
}

/**
 * Registers /sw.js (offline pages and cached assets) and shows the update banner when a new worker
 * installs while one is already active. Not in development: a worker caching
 * `next dev` output would serve stale code.
 */
export function ServiceWorker({ labels }: { labels: UpdateLabels }) {
  const [updated, setUpdated] = useState(false)
  const close = useCallback(() => setUpdated(false), [])

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    const container = navigator.serviceWorker
    const hadController = Boolean(container.controller)
    let timer: ReturnType<typeof setInterval> | undefined
    let cancelled = false

    // Once per new worker: it is seen installing, then taking control, and a dismissed banner must
    // not come back for the same one.
    const announced = new WeakSet<ServiceWorker>()
    const announce = (worker: ServiceWorker | null) => {
      if (!worker || announced.has(worker)) return
      announced.add(worker)
      setUpdated(true)
    }
    const watch = (worker: ServiceWorker | null) => {
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && container.controller) announce(worker)
      })
    }
    // A new worker that took over before this page was listening (it installs during navigation).
    const onControllerChange = () => {
      if (hadController) announce(container.controller)
    }
    container.addEventListener('controllerchange', onControllerChange)

    const start = async () => {
      const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' })
      if (cancelled) return
      if (registration.waiting && container.controller) announce(registration.waiting)
      watch(registration.installing)
      registration.addEventListener('updatefound', () => watch(registration.installing))
      const ready = await container.ready
      ready.active?.postMessage({ type: 'CACHE_URLS', urls: loadedResources() })
      timer = setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS)
    }
    // After load: registering competes with the page's own requests otherwise.
    const begin = () => void start().catch(() => {})
    if (document.readyState === 'complete') begin()
    else window.addEventListener('load', begin, { once: true })

    return () => {
      cancelled = true
      clearInterval(timer)
      container.removeEventListener('controllerchange', onControllerChange)
      window.removeEventListener('load', begin)
    }
  }, [])

  if (!updated) return null
  return (
    <Suspense fallback={null}>
      <UpdateBanner labels={labels} onClose={close} />
    </Suspense>
  )
}
