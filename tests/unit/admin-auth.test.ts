import { createGuardrails, generateSync } from 'otplib'
import { describe, expect, it } from 'vitest'

import { neutralizeCell, toCsv } from '@/lib/records/csv'
import { presentedToken } from '@/lib/auth/admin-session'
import { clearedSessionCookie, readCookie, sessionCookie } from '@/lib/http/admin-cookie'
import { generatePassword, hashPassword, verifyPassword } from '@/lib/auth/password'
import { hashToken, isWellFormedToken, randomToken } from '@/lib/auth/tokens'
import { matchTotpStep, otpauthUri, totpStepAt } from '@/lib/auth/totp'

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const code = (at: number) => generateSync({ secret: SECRET, epoch: at / 1000 })

describe('CSV export', () => {
  it('prefixes text cells that a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+1 514 555 0100', '-2', '@SUM(A1)', '\t=cmd', '\r=cmd'])
      expect(neutralizeCell(value)).toBe(`'${value}`)
    for (const value of ['Marc', 'a=b', ' =x', '']) expect(neutralizeCell(value)).toBe(value)
    expect(neutralizeCell(-5)).toBe('-5')
    expect(neutralizeCell(null)).toBe('')
    expect(neutralizeCell(true)).toBe('true')
  })

  it('writes a BOM, a header row, quoted cells and CRLF rows', () => {
    const csv = toCsv(
      [{ a: 'x, "y"', b: '=z' }],
      [
        { key: 'a', value: (r) => r.a },
        { key: 'b', value: (r) => r.b },
      ],
    )
    expect(csv).toBe('\uFEFFa,b\r\n"x, ""y""",\'=z\r\n')
  })
})

describe('session cookie and token', () => {
  it('is HttpOnly, SameSite=Strict, path-wide, with the session’s lifetime', () => {
    const expiresAt = new Date(Date.now() + 3600_000).toISOString()
    const cookie = sessionCookie('tok', expiresAt)
    expect(cookie).toMatch(/^admin_session=tok; Path=\/; HttpOnly; SameSite=Strict; Max-Age=(3599|3600); Expires=/)
    expect(clearedSessionCookie()).toMatch(/^admin_session=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0/)
  })

  it('reads the bearer header first, else the cookie; a non-bearer Authorization counts as none', () => {
    const h = (init: Record<string, string>) => ({ headers: new Headers(init) })
    expect(presentedToken(h({ authorization: 'Bearer abc', cookie: 'admin_session=def' }))).toEqual({
      token: 'abc',
      via: 'bearer',
    })
    expect(presentedToken(h({ cookie: 'other=1; admin_session=def' }))).toEqual({ token: 'def', via: 'cookie' })
    expect(presentedToken(h({ authorization: 'Basic xyz', cookie: 'admin_session=def' }))).toBeUndefined()
    expect(presentedToken(h({}))).toBeUndefined()
    expect(readCookie('a=1; b=%41', 'b')).toBe('A')
  })

  it('issues 32 random bytes and stores a SHA-256', () => {
    const token = randomToken()
    expect(isWellFormedToken(token)).toBe(true)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(randomToken()).not.toBe(token)
    expect(isWellFormedToken('short')).toBe(false)
    expect(isWellFormedToken(`${token}'`)).toBe(false)
  })
})

describe('password hash', () => {
  it('verifies the password and nothing else; a malformed hash verifies nothing', async () => {
    const password = generatePassword()
    const hash = await hashPassword(password)
    expect(hash).not.toContain(password)
    expect(await verifyPassword(password, hash)).toBe(true)
    expect(await verifyPassword(`${password} `, hash)).toBe(false)
    expect(await verifyPassword(password, 'plain-text')).toBe(false)
    expect(await verifyPassword(password, null)).toBe(false)
    expect(await hashPassword(password)).not.toBe(hash)
  })
})

describe('TOTP', () => {
  const now = Date.UTC(2031, 0, 1, 12, 0, 15)
  it('names the step of a code within one step of now, and nothing outside', () => {
    const step = totpStepAt(now)
    expect(matchTotpStep(code(now), SECRET, now)).toBe(step)
    expect(matchTotpStep(code(now - 30_000), SECRET, now)).toBe(step - 1)
    expect(matchTotpStep(code(now + 30_000), SECRET, now)).toBe(step + 1)
    expect(matchTotpStep(code(now - 60_000), SECRET, now)).toBeNull()
    expect(matchTotpStep('12345', SECRET, now)).toBeNull()
    expect(matchTotpStep(code(now), 'not base32!', now)).toBeNull()
  })

  it('still accepts a secret shorter than 16 bytes, as enrolments made before otplib 13 may hold', () => {
    const short = 'JBSWY3DPEHPK3PXP' // 10 bytes, the usual length of secrets typed in from other apps
    const shortCode = generateSync({
      secret: short,
      epoch: now / 1000,
      guardrails: createGuardrails({ MIN_SECRET_BYTES: 1 }),
    })
    expect(matchTotpStep(shortCode, short, now)).toBe(totpStepAt(now))
  })

  it('builds the otpauth URI an authenticator app scans', () => {
    expect(otpauthUri(SECRET)).toBe(
      `otpauth://totp/Studio%20Dashboard:admin?secret=${SECRET}&issuer=Studio%20Dashboard`,
    )
  })
})
