/**
 * Analytics events (events carry category, label and value; a page_view with
 * page_path on every location change). No-ops until the analytics script has loaded, which happens
 * only after the visitor consents (src/lib/analytics/gtag.ts); so forms can call them
 * unconditionally.
 */
export interface AnalyticsEvent {
  category: string
  label?: string
  value?: number
}

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

function gtag(): Gtag | undefined {
  if (typeof window === 'undefined') return undefined
  const fn = (window as unknown as { gtag?: Gtag }).gtag
  return typeof fn === 'function' ? fn : undefined
}

export function trackEvent(name: string, { category, label, value }: AnalyticsEvent): void {
  try {
    gtag()?.('event', name, { event_category: category, event_label: label, value })
  } catch {
    // Analytics must never break a form.
  }
}

/** The App Router changes pages without a reload: each change is reported as a page view. */
export function trackPageView(pagePath: string): void {
  try {
    gtag()?.('event', 'page_view', {
      page_path: pagePath,
      page_location: window.location.href,
      page_title: document.title,
    })
  } catch {
    // Same as above.
  }
}
