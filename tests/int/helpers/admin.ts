import { generateSync } from 'otplib'

import { authClock } from '@/lib/auth/clock'
import { apiJson } from './api'
import { nextIp } from './public'

/** The dashboard password of the integration runs (ADMIN_PASSWORD wins over any stored hash). */
export const TEST_ADMIN_PASSWORD = 'int-Admin-passw0rd!'
export const TEST_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD'

export function useTestAdminPassword() {
  process.env.ADMIN_PASSWORD = TEST_ADMIN_PASSWORD
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
export const cookie = (token: string) => ({ cookie: `admin_session=${token}` })

/** The TOTP code of the auth clock's current step (otplib, like an authenticator app). */
export function currentCode(secret = TEST_TOTP_SECRET, at = authClock.now()): string {
  return generateSync({ secret, epoch: at / 1000 })
}

/**
 * Signs the administrator in (password only: ADMIN_TOTP_SECRET is set aside for the call) and
 * returns the bearer token. Other suites use it to test their admin-only calls.
 */
export async function signInAdmin(ip = nextIp()): Promise<string> {
  useTestAdminPassword()
  const secret = process.env.ADMIN_TOTP_SECRET
  delete process.env.ADMIN_TOTP_SECRET
  try {
    const res = await apiJson<{ token: string }>('/api/admin/login', { json: { password: TEST_ADMIN_PASSWORD }, ip })
    if (res.status !== 200 || !res.data.token)
      throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.data)}`)
    return res.data.token
  } finally {
    if (secret !== undefined) process.env.ADMIN_TOTP_SECRET = secret
  }
}

/** RFC 4180 CSV (quotes, doubled quotes, CRLF) into objects keyed by the header row. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const input = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += c
  }
  if (cell !== '' || row.length) {
    row.push(cell)
    rows.push(row)
  }
  const [header = [], ...body] = rows
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])))
}
