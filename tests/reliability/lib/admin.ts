/**
 * Signing in as the administrator (password, then a TOTP code) and as the CMS editor. A TOTP code
 * opens one session site-wide, so a second sign-in within the same 30-second step waits for the
 * next one; the suite therefore shares one administrator session between its modules.
 */
import { generateSync } from 'otplib'

import { json, request, type HttpResult } from './http'
import { secrets, type Site } from './site'

export function totp(at = Date.now()): string {
  return generateSync({ secret: secrets.adminTotpSecret, epoch: at / 1000 })
}

export async function adminSignIn(
  site: Site,
  ip = '198.51.100.20',
): Promise<{ token: string; cookie: string; res: HttpResult }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const login = await request(site.baseUrl, '/api/admin/login', {
      json: { password: secrets.adminPassword },
      headers: { 'x-forwarded-for': ip },
    })
    const sessionToken = json<{ sessionToken?: string }>(login)?.sessionToken
    if (login.status !== 200 || !sessionToken)
      throw new Error(`admin login: ${login.status} ${login.body.slice(0, 200)}`)
    const res = await request(site.baseUrl, '/api/admin/verify-2fa', {
      json: { sessionToken, code: totp() },
      headers: { 'x-forwarded-for': ip },
    })
    const body = json<{ token?: string; error?: string }>(res)
    if (res.status === 200 && body?.token) {
      const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
      const cookie = setCookie.find((c) => c.startsWith('admin_session='))?.split(';')[0] ?? ''
      return { token: body.token, cookie, res }
    }
    if (body?.error !== 'CODE_ALREADY_USED') throw new Error(`admin 2FA: ${res.status} ${res.body.slice(0, 200)}`)
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 300))
  }
  throw new Error('admin sign-in: every TOTP step was taken')
}

let shared: Promise<{ token: string; cookie: string; res: HttpResult }> | undefined

/** One administrator session for the whole suite (signed in on first use). */
export function sharedAdmin(site: Site) {
  shared ??= adminSignIn(site)
  return shared
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export async function cmsSignIn(site: Site, ip = '198.51.100.21'): Promise<{ token: string; cookie: string }> {
  const res = await request(site.baseUrl, '/api/users/login', {
    json: secrets.cmsEditor,
    headers: { 'x-forwarded-for': ip },
  })
  const token = json<{ token?: string }>(res)?.token
  if (res.status !== 200 || !token) throw new Error(`CMS login: ${res.status} ${res.body.slice(0, 200)}`)
  const cookie =
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('payload-token='))
      ?.split(';')[0] ?? ''
  return { token, cookie }
}
