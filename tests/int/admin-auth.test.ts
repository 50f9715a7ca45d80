import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { authClock } from '@/lib/auth/clock'
import { SESSION_TTL_MS } from '@/lib/auth/sessions'
import { TOTP_STEP_S } from '@/lib/auth/totp'
import { adapterPool } from '@/platform/payload-adapter'
import { api, apiJson, testPayload } from './helpers/api'
import {
  bearer,
  cookie,
  currentCode,
  signInAdmin,
  TEST_ADMIN_PASSWORD,
  TEST_TOTP_SECRET,
  useTestAdminPassword,
} from './helpers/admin'
import { nextIp } from './helpers/public'

let payload: Payload
const realNow = authClock.now
/** Each 2FA test runs in its own time steps (the replay guard is global), far from the others. */
let clockOffsetMs = 0
function useOwnClock() {
  clockOffsetMs += 10 * 60 * 1000
  const base = Date.now() + clockOffsetMs
  let elapsed = 0
  authClock.now = () => base + elapsed
  return { advance: (ms: number) => void (elapsed += ms) }
}

beforeAll(async () => {
  payload = await testPayload()
  useTestAdminPassword()
})
afterEach(() => {
  authClock.now = realNow
  delete process.env.ADMIN_TOTP_SECRET
})
afterAll(async () => {
  // Later suites sign in at the real time: leave no future step behind in the replay guard.
  await payload.updateGlobal({ slug: 'admin-credentials', data: { lastTotpStep: null }, overrideAccess: true })
})

const login = (password: string, ip: string, headers: Record<string, string> = {}) =>
  apiJson('/api/admin/login', { json: { password }, ip, headers })
const verify2fa = (sessionToken: string, code: string, ip: string) =>
  apiJson('/api/admin/verify-2fa', { json: { sessionToken, code }, ip })
const verifyToken = (headers: Record<string, string>) => api('/api/admin/verify-token', { headers })
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex')

async function sessionRows() {
  return (await payload.find({ collection: 'admin-sessions', limit: 1000, depth: 0, overrideAccess: true })).docs
}

describe('password login without 2FA', () => {
  it('answers a 32-byte token, sets it as an HttpOnly SameSite=Strict cookie and stores only its hash', async () => {
    const res = await login(TEST_ADMIN_PASSWORD, nextIp())
    expect(res.status).toBe(200)
    const { token, expiresAt } = res.data
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(res.data.requires2FA).toBeUndefined()
    const expiresIn = new Date(expiresAt).getTime() - Date.now()
    expect(expiresIn).toBeGreaterThan(SESSION_TTL_MS - 60_000)
    expect(expiresIn).toBeLessThanOrEqual(SESSION_TTL_MS)

    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toContain(`admin_session=${token}`)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).toMatch(/Max-Age=86\d{3}/)

    const rows = await sessionRows()
    const row = rows.find((r) => r.tokenHash === sha256(token))
    expect(row).toBeDefined()
    expect(row!.isVerified).toBe(true)
    expect(JSON.stringify(rows)).not.toContain(token)

    expect((await verifyToken(bearer(token))).status).toBe(200)
    expect((await verifyToken(cookie(token))).status).toBe(200)
  })

  it('refuses a wrong password with 401 "Invalid credentials" and a missing one with 400', async () => {
    const wrong = await login('not-the-password', nextIp())
    expect(wrong.status).toBe(401)
    expect(wrong.data).toMatchObject({ error: 'INVALID_CREDENTIALS', message: 'Invalid credentials' })
    expect(wrong.headers.get('set-cookie')).toBeNull()

    const missing = await apiJson('/api/admin/login', { json: {}, ip: nextIp() })
    expect(missing.status).toBe(400)
    expect(missing.data).toMatchObject({
      error: 'VALIDATION_FAILED',
      fieldErrors: { password: 'Password is required' },
    })
  })

  it('answers 429 with Retry-After from the sixth failed attempt in 15 minutes, even with the right password', async () => {
    const ip = nextIp()
    // Successful sign-ins do not count: four failures, a success, one failure = five failures.
    for (let i = 0; i < 4; i++) expect((await login(`wrong-${i}`, ip)).status).toBe(401)
    expect((await login(TEST_ADMIN_PASSWORD, ip)).status).toBe(200)
    expect((await login('wrong-5', ip)).status).toBe(401)

    const sixth = await login(TEST_ADMIN_PASSWORD, ip)
    expect(sixth.status).toBe(429)
    expect(sixth.data.error).toBe('RATE_LIMITED')
    const retryAfter = Number(sixth.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(800)
    expect(retryAfter).toBeLessThanOrEqual(900)
    expect(sixth.data.message).toMatch(/Too many failed sign-in attempts/)

    // Another address is not affected.
    expect((await login(TEST_ADMIN_PASSWORD, nextIp())).status).toBe(200)
  })

  it('counts the attempts in PostgreSQL, so every instance shares them', async () => {
    const ip = nextIp()
    expect((await login('wrong', ip)).status).toBe(401)
    const pool = adapterPool<{ query: (q: string, v: unknown[]) => Promise<{ rows: { points: number }[] }> }>(payload)!
    const { rows } = await pool.query('SELECT points FROM rate_limits WHERE key = $1', [`admin-login:${ip}`])
    expect(rows[0]?.points).toBe(1)
  })
})

describe('login with two-factor authentication', () => {
  it('asks for the code with a session token, then signs in with a valid TOTP code', async () => {
    process.env.ADMIN_TOTP_SECRET = TEST_TOTP_SECRET
    useOwnClock()
    const ip = nextIp()
    const first = await login(TEST_ADMIN_PASSWORD, ip)
    expect(first.status).toBe(200)
    expect(first.data).toMatchObject({ requires2FA: true })
    expect(first.data.token).toBeUndefined()
    expect(first.headers.get('set-cookie')).toBeNull()
    const { sessionToken } = first.data
    // The 2FA step's token opens nothing by itself.
    expect((await verifyToken(bearer(sessionToken))).status).toBe(401)

    const second = await verify2fa(sessionToken, currentCode(), ip)
    expect(second.status).toBe(200)
    expect(second.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second.headers.get('set-cookie')).toContain('HttpOnly')
    expect((await verifyToken(bearer(second.data.token))).status).toBe(200)

    // The step is used up: its session token cannot be verified again.
    const again = await verify2fa(sessionToken, currentCode(), ip)
    expect(again.status).toBe(401)
    expect(again.data.error).toBe('TWO_FACTOR_EXPIRED')
  })

  it('accepts a code only once: the same code in a second login is refused, the next step’s code works', async () => {
    process.env.ADMIN_TOTP_SECRET = TEST_TOTP_SECRET
    const clock = useOwnClock()
    const code = currentCode()
    const a = await login(TEST_ADMIN_PASSWORD, nextIp())
    expect((await verify2fa(a.data.sessionToken, code, nextIp())).status).toBe(200)

    const ip = nextIp()
    const b = await login(TEST_ADMIN_PASSWORD, ip)
    const replay = await verify2fa(b.data.sessionToken, code, ip)
    expect(replay.status).toBe(401)
    expect(replay.data.error).toBe('CODE_ALREADY_USED')
    // A code of the previous step is older than the one used: refused too.
    const previous = currentCode(TEST_TOTP_SECRET, authClock.now() - TOTP_STEP_S * 1000)
    expect((await verify2fa(b.data.sessionToken, previous, ip)).data.error).toBe('CODE_ALREADY_USED')

    clock.advance(TOTP_STEP_S * 1000)
    const next = await verify2fa(b.data.sessionToken, currentCode(), ip)
    expect(next.status).toBe(200)
    expect(next.data.token).toBeTruthy()
  })

  it('lets two racing requests with one code open a single session', async () => {
    process.env.ADMIN_TOTP_SECRET = TEST_TOTP_SECRET
    useOwnClock()
    const code = currentCode()
    const a = await login(TEST_ADMIN_PASSWORD, nextIp())
    const b = await login(TEST_ADMIN_PASSWORD, nextIp())
    const results = await Promise.all([
      verify2fa(a.data.sessionToken, code, nextIp()),
      verify2fa(b.data.sessionToken, code, nextIp()),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 401])
  })

  it('discards the 2FA step after 5 wrong codes', async () => {
    process.env.ADMIN_TOTP_SECRET = TEST_TOTP_SECRET
    useOwnClock()
    const ip = nextIp()
    const { sessionToken } = (await login(TEST_ADMIN_PASSWORD, ip)).data
    const good = currentCode()
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 1; i <= 4; i++) {
      const res = await verify2fa(sessionToken, wrong, ip)
      expect(res.status).toBe(401)
      expect(res.data).toMatchObject({ error: 'INVALID_CODE', attemptsLeft: 5 - i })
    }
    const fifth = await verify2fa(sessionToken, wrong, ip)
    expect(fifth.data.error).toBe('TOO_MANY_CODES')
    // Even the right code no longer helps: the step is gone.
    const after = await verify2fa(sessionToken, good, nextIp())
    expect(after.status).toBe(401)
    expect(after.data.error).toBe('TWO_FACTOR_EXPIRED')
    // Five wrong codes are five failed sign-ins for the address as well.
    const blocked = await login(TEST_ADMIN_PASSWORD, ip)
    expect(blocked.status).toBe(429)
  })

  it('refuses a malformed code with 400 and an unknown session token with 401', async () => {
    process.env.ADMIN_TOTP_SECRET = TEST_TOTP_SECRET
    const bad = await verify2fa('x'.repeat(43), '12ab56', nextIp())
    expect(bad.status).toBe(400)
    expect(bad.data.fieldErrors.code).toBe('Enter the 6-digit verification code')
    const unknown = await verify2fa(crypto.randomBytes(32).toString('base64url'), '123456', nextIp())
    expect(unknown.status).toBe(401)
    expect(unknown.data.error).toBe('TWO_FACTOR_EXPIRED')
  })

  it('expires an unverified 2FA step after 5 minutes', async () => {
    process.env.ADMIN_TOTP_SECRET = TEST_TOTP_SECRET
    const clock = useOwnClock()
    const ip = nextIp()
    const { sessionToken } = (await login(TEST_ADMIN_PASSWORD, ip)).data
    clock.advance(5 * 60 * 1000 + 1000)
    const res = await verify2fa(sessionToken, currentCode(), ip)
    expect(res.status).toBe(401)
    expect(res.data.error).toBe('TWO_FACTOR_EXPIRED')
  })
})

describe('sessions', () => {
  it('expire after 24 hours and expired ones are purged', async () => {
    const clock = useOwnClock()
    const token = await signInAdmin()
    clock.advance(SESSION_TTL_MS - 60_000)
    expect((await verifyToken(bearer(token))).status).toBe(200)
    clock.advance(60_001)
    expect((await verifyToken(bearer(token))).status).toBe(401)
    expect((await sessionRows()).some((r) => r.tokenHash === sha256(token))).toBe(false)

    // A session nobody presents again is purged by the next login.
    const idle = await signInAdmin()
    clock.advance(SESSION_TTL_MS + 1000)
    await signInAdmin()
    expect((await sessionRows()).some((r) => r.tokenHash === sha256(idle))).toBe(false)
  })

  it('logout deletes the session and clears the cookie; logging out again still answers 200', async () => {
    const token = await signInAdmin()
    const out = await api('/api/admin/logout', { method: 'POST', headers: bearer(token) })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/admin_session=;.*Max-Age=0/)
    expect((await verifyToken(bearer(token))).status).toBe(401)
    expect((await verifyToken(cookie(token))).status).toBe(401)
    expect((await api('/api/admin/logout', { method: 'POST', headers: bearer(token) })).status).toBe(200)
    expect((await api('/api/admin/logout', { method: 'POST' })).status).toBe(200)
  })

  it('refuses forged, malformed and pending tokens', async () => {
    for (const headers of [
      bearer(crypto.randomBytes(32).toString('base64url')),
      bearer('not a token'),
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      cookie(crypto.randomBytes(32).toString('base64url')),
      {},
    ]) {
      const res = await verifyToken(headers)
      expect(res.status, JSON.stringify(headers)).toBe(401)
      expect(await res.json()).toMatchObject({ error: 'UNAUTHORIZED' })
    }
  })
})

describe('every administrator call needs the session', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/verify-token'],
    ['GET', '/api/admin/contacts'],
    ['GET', '/api/admin/contacts?format=csv'],
    ['GET', '/api/admin/newsletters'],
    ['GET', '/api/class-bookings'],
    ['PATCH', '/api/admin/class-bookings/1', { status: 'confirmed' }],
    ['GET', '/api/admin/contacts/1'],
    ['GET', '/api/admin/contact-stages'],
    ['PATCH', '/api/admin/contacts/1', { stage: 'replied' }],
    ['POST', '/api/admin/contacts/1/reply', { subject: 'x', body: 'x' }],
    ['GET', '/api/admin/reply-templates'],
    ['GET', '/api/admin/blog'],
    ['POST', '/api/admin/blog', { title: 'x', slug: 'x', content: 'x' }],
    ['PUT', '/api/admin/blog/1', { title: 'x', slug: 'x', content: 'x' }],
    ['DELETE', '/api/admin/blog/1'],
    ['GET', '/api/test-email'],
  ]

  it.each(calls)(
    '%s %s: 401 without a session, with a forged token and with an expired one',
    async (method, path, json) => {
      const clock = useOwnClock()
      const expired = await signInAdmin()
      clock.advance(SESSION_TTL_MS + 1)
      const forged = crypto.randomBytes(32).toString('base64url')
      for (const headers of [{}, bearer(forged), cookie(forged), bearer(expired), cookie(expired)]) {
        const res = await apiJson(path, { method, json, headers, ip: nextIp() })
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401)
        expect(res.data).toMatchObject({ error: 'UNAUTHORIZED' })
      }
    },
  )

  it('a cookie-authenticated mutation from another site is refused (403); the same with the bearer header passes', async () => {
    const token = await signInAdmin()
    const foreign = { origin: 'https://evil.example' }
    const viaCookie = await apiJson('/api/admin/blog/999999', {
      method: 'DELETE',
      headers: { ...cookie(token), ...foreign },
    })
    expect(viaCookie.status).toBe(403)
    expect(viaCookie.data.error).toBe('FORBIDDEN_ORIGIN')
    const viaBearer = await apiJson('/api/admin/blog/999999', {
      method: 'DELETE',
      headers: { ...bearer(token), ...foreign },
    })
    expect(viaBearer.status).toBe(404)
    const login = await apiJson('/api/admin/login', {
      json: { password: TEST_ADMIN_PASSWORD },
      headers: foreign,
      ip: nextIp(),
    })
    expect(login.status).toBe(403)
  })

  it('the credentials and sessions are not readable through Payload’s REST API', async () => {
    expect((await api('/api/globals/admin-credentials')).status).toBe(403)
    const sessions = await apiJson('/api/admin-sessions')
    expect(sessions.status).toBe(403)
    const token = await signInAdmin()
    // The dashboard token is not a CMS login.
    expect((await api('/api/admin-sessions', { headers: bearer(token) })).status).toBe(403)
  })
})

describe('the dashboard password', () => {
  it('is generated, stored hashed and printed once when ADMIN_PASSWORD is unset; ADMIN_PASSWORD replaces it', async () => {
    const { ensureAdminPassword } = await import('@/lib/auth/credentials')
    const read = async () =>
      (await payload.findGlobal({ slug: 'admin-credentials', overrideAccess: true })) as {
        passwordHash?: string | null
      }
    const saved = process.env.ADMIN_PASSWORD
    try {
      delete process.env.ADMIN_PASSWORD
      await payload.updateGlobal({ slug: 'admin-credentials', data: { passwordHash: null }, overrideAccess: true })
      const lines: string[] = []
      expect(await ensureAdminPassword(payload, { log: (l) => lines.push(l) })).toEqual({ source: 'generated' })
      const password = /"([^"]+)"/.exec(lines.join('\n'))?.[1]
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/)
      const { passwordHash } = await read()
      expect(passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/)
      expect(passwordHash).not.toContain(password!)
      // Shown once: the next start keeps it and prints nothing.
      expect(await ensureAdminPassword(payload, { log: (l) => lines.push(l) })).toEqual({ source: 'stored' })
      expect(lines).toHaveLength(1)
      const { verifyPassword } = await import('@/lib/auth/password')
      expect(await verifyPassword(password!, passwordHash)).toBe(true)
      expect(await verifyPassword(`${password}x`, passwordHash)).toBe(false)
    } finally {
      process.env.ADMIN_PASSWORD = saved
      expect(await ensureAdminPassword(payload)).toEqual({ source: 'env' })
    }
    expect((await login(TEST_ADMIN_PASSWORD, nextIp())).status).toBe(200)
  })
})
