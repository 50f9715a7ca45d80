/**
 * The bearer token in localStorage under `adminToken`, which the shared request
 * helper sends on /admin/ paths. Storage may be unavailable (privacy modes): the HttpOnly cookie
 * set at sign-in still authenticates, so failures here are ignored.
 */
export const ADMIN_TOKEN_KEY = 'adminToken'

export function readAdminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY)
  } catch {
    return null
  }
}

export function storeAdminToken(token: string): void {
  try {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, token)
  } catch {
    /* see above */
  }
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY)
  } catch {
    /* see above */
  }
}
