/**
 * Analytics events (seed 001 §7: events carry category, label and value). A no-op until the
 * analytics script has loaded, which happens only after the visitor consents; so forms can call it
 * unconditionally.
 */
export interface AnalyticsEvent {
  category: string
  label?: string
  value?: number
}

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

export function trackEvent(name: string, { category, label, value }: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  const gtag = (window as unknown as { gtag?: Gtag }).gtag
  if (typeof gtag !== 'function') return
  try {
    gtag('event', name, { event_category: category, event_label: label, value })
  } catch {
    // Analytics must never break a form.
  }
}
