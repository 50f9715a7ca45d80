/**
 * The visitor's analytics choice (Quebec's Law 25, the GDPR): nothing is measured by a third party
 * until they accept, a refusal is remembered as firmly as an acceptance, and either can be changed
 * later from the footer. Kept in localStorage, not a cookie: the choice is only read by this
 * browser, never sent to the server.
 */
export type ConsentChoice = 'granted' | 'denied'

export const CONSENT_KEY = 'cookieConsent'
/** Raised by the "Cookie preferences" link to reopen the banner. */
export const OPEN_CONSENT_EVENT = 'studio:cookie-preferences'
/** Raised after a choice, so that the analytics loader reacts in the same page. */
export const CONSENT_CHANGED_EVENT = 'studio:consent-changed'
// Bump when what the banner asks changes: earlier answers then no longer count.
const CONSENT_VERSION = 1

interface Stored {
  choice: ConsentChoice
  version: number
  at: string
}

export function readConsent(): ConsentChoice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(CONSENT_KEY) ?? 'null') as Stored | null
    return stored && stored.version === CONSENT_VERSION && (stored.choice === 'granted' || stored.choice === 'denied')
      ? stored.choice
      : null
  } catch {
    return null
  }
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    const stored: Stored = { choice, version: CONSENT_VERSION, at: new Date().toISOString() }
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(stored))
  } catch {
    // Storage disabled: the choice holds for this page only, and the banner asks again next time.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }))
}
