import type { Endpoint } from 'payload'

import { presentedToken } from '@/lib/auth/admin-session'
import { ADMIN_COOKIE, clearedSessionCookie, readCookie, sessionCookie } from '@/lib/http/admin-cookie'
import { signInWithCode, signInWithPassword } from '@/lib/auth/login'
import { deleteSessionByToken, type IssuedSession } from '@/lib/auth/sessions'
import { defineEndpoint, requireSameOrigin, type EndpointContext, type EndpointResult } from '@/lib/define-endpoint'
import { adminLoginSchema, verifyTwoFactorSchema } from '@/lib/schemas/adminLogin'

/** The token in the body (the dashboard keeps it in localStorage) and in the HttpOnly cookie. */
function signedIn(session: IssuedSession) {
  return {
    status: 200,
    body: { token: session.token, expiresAt: session.expiresAt },
    headers: { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) },
  }
}

/**
 * A step of signing in: a small JSON POST from the dashboard's own page. There is no session to
 * check yet, so the Origin is checked instead: another site cannot make a browser sign in.
 */
function signInStep(path: string, handler: (ctx: EndpointContext) => Promise<EndpointResult>): Endpoint {
  return defineEndpoint.signIn({
    path,
    method: 'post',
    maxBytes: 4 * 1024,
    handler: async (ctx) => {
      requireSameOrigin(ctx.req)
      return handler(ctx)
    },
  })
}

/** POST /api/admin/login {password} → {token} | {requires2FA: true, sessionToken}. */
export const adminLogin = signInStep('/admin/login', async ({ req, body, locale, ip }) => {
  const { password } = adminLoginSchema.parse(body)
  const { session, pending } = await signInWithPassword(req, { password, locale, ip })
  if (!pending) return signedIn(session)
  return { status: 200, body: { requires2FA: true, sessionToken: session.token, expiresAt: session.expiresAt } }
})

/** POST /api/admin/verify-2fa {sessionToken, code} → {token}. */
export const adminVerifyTwoFactor = signInStep('/admin/verify-2fa', async ({ req, body, locale, ip }) => {
  const { sessionToken, code } = verifyTwoFactorSchema.parse(body)
  return signedIn(await signInWithCode(req, { sessionToken, code, locale, ip }))
})

/** GET /api/admin/verify-token: 200 while the session lives, else 401. */
export const adminVerifyToken = defineEndpoint.admin({
  path: '/admin/verify-token',
  method: 'get',
  handler: async ({ session }) => ({ status: 200, body: { valid: true, expiresAt: session.expiresAt } }),
})

/** POST /api/admin/logout: deletes the session (200 even when it is already gone) and the cookie. */
export const adminLogout = defineEndpoint.signIn({
  path: '/admin/logout',
  method: 'post',
  json: false,
  handler: async ({ req, payload }) => {
    const presented = presentedToken(req)
    if (presented?.via === 'cookie') requireSameOrigin(req)
    // Both credentials go: the header's token and the cookie's, if they differ.
    const tokens = new Set([presented?.token, readCookie(req.headers.get('cookie'), ADMIN_COOKIE)].filter(Boolean))
    for (const token of tokens) await deleteSessionByToken(payload, token)
    return { status: 200, body: { success: true }, headers: { 'Set-Cookie': clearedSessionCookie() } }
  },
})

export const authEndpoints = [adminLogin, adminVerifyTwoFactor, adminVerifyToken, adminLogout]
