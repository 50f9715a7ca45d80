import { afterEach, describe, expect, it } from 'vitest'

import { confirmToken, verifyConfirmToken } from '@/lib/email/confirm-link'
import { unsubscribeToken, verifyUnsubscribeToken } from '@/lib/email/unsubscribe'
import { retryDelayMs } from '@/lib/email/outbox'
import { readJsonBody } from '@/lib/http/body'
import { clientIp } from '@/lib/http/client-ip'
import { isDatabaseUnavailable } from '@/lib/http/database'
import { requestHash, stableStringify } from '@/lib/http/idempotency'
import { requestLocale } from '@/lib/http/messages'
import { requireSameOrigin } from '@/lib/http/same-origin'

const req = (headers: Record<string, string>, url = 'http://localhost:3000/api/contact', init: RequestInit = {}) =>
  new Request(url, { headers, ...init })

afterEach(() => {
  delete process.env.TRUST_PROXY
})

describe('clientIp', () => {
  it('uses the address stamped by the front server and ignores X-Forwarded-For by default', () => {
    expect(clientIp(req({ 'x-client-ip': '::ffff:203.0.113.7', 'x-forwarded-for': '1.2.3.4' }))).toBe('203.0.113.7')
  })
  it('with TRUST_PROXY=1 believes the address the load balancer appended, the last one', () => {
    process.env.TRUST_PROXY = '1'
    expect(clientIp(req({ 'x-client-ip': '10.0.0.1', 'x-forwarded-for': '198.51.100.4' }))).toBe('198.51.100.4')
    expect(clientIp(req({ 'x-client-ip': '10.0.0.1', 'x-forwarded-for': '10.9.9.9, 198.51.100.4' }))).toBe(
      '198.51.100.4',
    )
    expect(clientIp(req({ 'x-client-ip': '10.0.0.1', 'x-forwarded-for': 'not-an-ip' }))).toBe('10.0.0.1')
    // No header at all: the load balancer itself (a health check).
    expect(clientIp(req({ 'x-client-ip': '10.0.0.1' }))).toBe('10.0.0.1')
  })
  it('a forged prefix in X-Forwarded-For changes nothing', () => {
    process.env.TRUST_PROXY = '1'
    for (const forged of ['1.2.3.4', '1.2.3.4, 5.6.7.8', 'not-an-ip', '127.0.0.1', '::1, 203.0.113.250']) {
      expect(clientIp(req({ 'x-client-ip': '10.0.0.1', 'x-forwarded-for': `${forged}, 198.51.100.4` }))).toBe(
        '198.51.100.4',
      )
    }
  })
  it('with TRUST_PROXY=2 picks the second address from the right', () => {
    process.env.TRUST_PROXY = '2'
    // visitor's forgery, the visitor as the CDN saw it, the CDN as the load balancer saw it
    const xff = '1.2.3.4, 198.51.100.4, 203.0.113.9'
    expect(clientIp(req({ 'x-client-ip': '10.0.0.1', 'x-forwarded-for': xff }))).toBe('198.51.100.4')
    expect(
      clientIp(req({ 'x-client-ip': '10.0.0.1', 'x-forwarded-for': '2001:db8::7, 198.51.100.4, 203.0.113.9' })),
    ).toBe('198.51.100.4')
  })
  it('with fewer X-Forwarded-For entries than trusted proxies, stops at the leftmost one', () => {
    process.env.TRUST_PROXY = '3'
    expect(clientIp(req({ 'x-client-ip': '10.0.0.1', 'x-forwarded-for': '198.51.100.4, 203.0.113.9' }))).toBe(
      '198.51.100.4',
    )
    expect(clientIp(req({ 'x-client-ip': '10.0.0.1' }))).toBe('10.0.0.1')
  })
  it('TRUST_PROXY=0, or anything but a number, ignores X-Forwarded-For', () => {
    for (const value of ['0', 'true', 'yes', '-1', '1.5']) {
      process.env.TRUST_PROXY = value
      expect(clientIp(req({ 'x-client-ip': '10.0.0.1', 'x-forwarded-for': '198.51.100.4' }))).toBe('10.0.0.1')
    }
  })
  it('answers "unknown" rather than trusting garbage', () => {
    expect(clientIp(req({ 'x-client-ip': '<script>' }))).toBe('unknown')
  })
})

describe('requestLocale', () => {
  it('prefers ?locale=, then Accept-Language, then English', () => {
    expect(requestLocale(req({ 'accept-language': 'en' }, 'http://x/api/contact?locale=fr'))).toBe('fr')
    expect(requestLocale(req({ 'accept-language': 'fr-CA,fr;q=0.9' }))).toBe('fr')
    expect(requestLocale(req({}))).toBe('en')
  })
})

describe('readJsonBody', () => {
  const post = (body: string, type = 'application/json') =>
    new Request('http://x/api/contact', { method: 'POST', body, headers: { 'content-type': type } })
  it('parses JSON and refuses other media types, oversize and broken bodies', async () => {
    await expect(readJsonBody(post('{"a":1}'))).resolves.toEqual({ a: 1 })
    await expect(readJsonBody(post('{"a":1}', 'application/json; charset=utf-8'))).resolves.toEqual({ a: 1 })
    await expect(readJsonBody(post('a=1', 'application/x-www-form-urlencoded'))).rejects.toMatchObject({ status: 415 })
    await expect(readJsonBody(post('"' + 'x'.repeat(100) + '"'), { maxBytes: 50 })).rejects.toMatchObject({
      status: 413,
    })
    await expect(readJsonBody(post('{'))).rejects.toMatchObject({ status: 400, code: 'INVALID_JSON' })
  })
})

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, wrapped or not, and nothing else', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true)
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '57P01' }) })),
    ).toBe(true)
    expect(
      isDatabaseUnavailable(new Error('Error: cannot begin transaction: timeout exceeded when trying to connect')),
    ).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})

describe('idempotency request hash', () => {
  it('ignores key order and undefined members, and sees any change of value', () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: 3 }], u: undefined })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}')
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }))
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }))
  })
  it('writes what JSON.stringify writes, keys sorted, however deep the body', () => {
    const sample = { z: [null, undefined, 'x', { y: true, b: [[]], a: {} }], a: 1.5, 'é"': 'q"\n' }
    const sorted = { a: 1.5, z: [null, null, 'x', { a: {}, b: [[]], y: true }], 'é"': 'q"\n' }
    expect(stableStringify(sample)).toBe(JSON.stringify(sorted))
    let deep: unknown = 1
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { k: deep }
    expect(stableStringify(deep).length).toBeGreaterThan(200_000)
  })
})

describe('requireSameOrigin', () => {
  const mutation = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/admin/blog', {
      method: 'POST',
      headers: { host: 'localhost:3000', ...headers },
    })
  it('accepts our origin and requests without browser context, refuses other sites', () => {
    expect(() => requireSameOrigin(mutation({ origin: 'http://localhost:3000' }))).not.toThrow()
    expect(() => requireSameOrigin(mutation({}))).not.toThrow()
    expect(() => requireSameOrigin(mutation({ origin: 'https://evil.example' }))).toThrow(
      expect.objectContaining({ status: 403 }),
    )
    expect(() => requireSameOrigin(mutation({ origin: 'null' }))).toThrow(expect.objectContaining({ status: 403 }))
    expect(() => requireSameOrigin(mutation({ 'sec-fetch-site': 'cross-site' }))).toThrow(
      expect.objectContaining({ status: 403 }),
    )
    expect(() => requireSameOrigin(mutation({ referer: 'https://evil.example/page' }))).toThrow(
      expect.objectContaining({ status: 403 }),
    )
  })
})

describe('unsubscribe tokens', () => {
  it('round-trip the address and refuse tampering', () => {
    process.env.NEWSLETTER_SECRET = 'unit-test-secret'
    const token = unsubscribeToken(' Jean@Example.ca ')
    expect(verifyUnsubscribeToken(token)).toBe('jean@example.ca')
    const [, mac] = token.split('.')
    const forged = `${Buffer.from('victim@example.ca').toString('base64url')}.${mac}`
    expect(verifyUnsubscribeToken(forged)).toBeUndefined()
    expect(verifyUnsubscribeToken('garbage')).toBeUndefined()
    expect(verifyUnsubscribeToken(undefined)).toBeUndefined()
  })
})

describe('newsletter confirmation tokens', () => {
  it('name the address and the sign-up, expire after 7 days, and refuse tampering or another purpose', () => {
    process.env.NEWSLETTER_SECRET = 'unit-test-secret'
    const at = new Date('2026-11-20T10:00:00.123Z')
    const token = confirmToken(' Jean@Example.ca ', at)
    const day = 24 * 3600_000
    expect(verifyConfirmToken(token, new Date(at.getTime() + 6 * day))).toEqual({
      ok: true,
      email: 'jean@example.ca',
      subscribedAt: at,
    })
    expect(verifyConfirmToken(token, new Date(at.getTime() + 7 * day + 1))).toMatchObject({
      ok: false,
      reason: 'expired',
      email: 'jean@example.ca',
    })
    const [encoded, stamp, mac] = token.split('.')
    const invalid = { ok: false, reason: 'invalid' }
    // Another address, another sign-up instant, a damaged signature, an unsubscribe token.
    expect(verifyConfirmToken(`${Buffer.from('victim@example.ca').toString('base64url')}.${stamp}.${mac}`)).toEqual(
      invalid,
    )
    expect(verifyConfirmToken(`${encoded}.${(at.getTime() + 1).toString(36)}.${mac}`)).toEqual(invalid)
    expect(verifyConfirmToken(`${encoded}.${stamp}.${mac!.slice(1)}x`)).toEqual(invalid)
    expect(verifyConfirmToken(unsubscribeToken('jean@example.ca'))).toEqual(invalid)
    expect(verifyUnsubscribeToken(token)).toBeUndefined()
    expect(verifyConfirmToken('garbage')).toEqual(invalid)
    expect(verifyConfirmToken(undefined)).toEqual(invalid)
  })
})

describe('outbox backoff', () => {
  it('doubles from 30 s and stops at an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000])
    expect(retryDelayMs(20)).toBe(3_600_000)
  })
})

describe('transaction slots', () => {
  it('admits up to their size, queues the rest in order, and times out a wait', async () => {
    const { Slots, SlotTimeoutError } = await import('@/lib/http/db-slots')
    const slots = new Slots(2)
    const a = await slots.acquire()
    const b = await slots.acquire()
    const order: string[] = []
    const c = slots.acquire(1000).then((release) => (order.push('c'), release))
    const d = slots.acquire(1000).then((release) => (order.push('d'), release))
    a()
    a() // releasing twice frees one slot only
    const releaseC = await c
    expect(order).toEqual(['c'])
    b()
    const releaseD = await d
    expect(order).toEqual(['c', 'd'])
    await expect(slots.acquire(20)).rejects.toBeInstanceOf(SlotTimeoutError)
    releaseC()
    releaseD()
    const again = await slots.acquire(20)
    again()
  })
})
