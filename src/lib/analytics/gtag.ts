/**
 * Loads the external analytics script (gtag.js) with the site's measurement id, only ever called
 * after consent. Page views are sent by hand on every location change (the App Router changes
 * pages without reloads), so automatic ones are switched off to avoid counting the first twice.
 */
type Gtag = (...args: unknown[]) => void
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; __analyticsId?: string }

export const GTAG_ORIGIN = 'https://www.googletagmanager.com'

export function loadAnalytics(measurementId: string): void {
  const w = window as AnalyticsWindow
  if (w.__analyticsId === measurementId) return
  w.__analyticsId = measurementId
  w.dataLayer = w.dataLayer ?? []
  // gtag.js reads the arguments objects it finds in dataLayer, so this must push `arguments`.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments)
  }
  w.gtag('js', new Date())
  w.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true })
  const script = document.createElement('script')
  script.async = true
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`
  script.dataset.analytics = 'gtag'
  document.head.appendChild(script)
}

/** Refusal after an acceptance in the same page: stop sending (the script cannot be unloaded). */
export function disableAnalytics(measurementId: string): void {
  ;(window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = true
}

export function isAnalyticsLoaded(): boolean {
  return typeof (window as AnalyticsWindow).gtag === 'function'
}
