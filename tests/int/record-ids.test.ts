/**
 * Record ids from outside that cannot be a record's: letters, fractions, signs, exponents, hex and
 * numbers past PostgreSQL's `integer` (2^31 − 1). An outside tester got `500 "An unknown error
 * occurred."` for each on Payload's document routes, anonymously, and on the dashboard's calls that
 * name a record; each is now a 404 in the studio's `{ error, message }`, before any query. Through
 * the real /api handlers (Payload's REST and GraphQL routes, the studio's admin endpoints) on a real
 * PostgreSQL.
 */
import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bearer, signInAdmin } from './helpers/admin'
import { apiJson, testPayload } from './helpers/api'
import { ensureStudioSettings, uid } from './helpers/public'

let payload: Awaited<ReturnType<typeof testPayload>>
let adminToken: string
let editorToken: string

/** Every shape the tester tried, and the neighbours a parser reads too kindly. */
const IMPOSSIBLE = ['abc', '1.5', '2147483648', '999999999999999', '-1', '0', '1e3', '0x10', '1abc', '%20%201']

beforeAll(async () => {
  payload = await testPayload()
  await ensureStudioSettings(payload)
  const username = `editor-${uid()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  editorToken = (await payload.login({
    collection: 'users',
    data: { username, password: 'correct horse battery staple' } as never,
  }))!.token!
  adminToken = await signInAdmin()
}, 120_000)

afterAll(() => {
  delete process.env.STRIPE_SECRET_KEY
})

const expectNotFound = (res: { status: number; data: any }, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.data)}`).toBe(404)
  expect(res.data, what).toMatchObject({ error: 'NOT_FOUND', message: expect.any(String) })
  expect(JSON.stringify(res.data), what).not.toMatch(/integer|NaN|syntax|drizzle|select /i)
}

describe("Payload's document routes", () => {
  it('answer 404 to an id that cannot be a record, anonymously, on every collection and method', async () => {
    for (const collection of ['media', 'classes', 'posts', 'class-sessions', 'bookings', 'payments', 'users']) {
      for (const id of IMPOSSIBLE) {
        for (const method of ['GET', 'PATCH', 'DELETE']) {
          const res = await apiJson(`/api/${collection}/${id}`, {
            method,
            ...(method === 'PATCH' ? { json: { alt: 'x' } } : {}),
          })
          expectNotFound(res, `${method} /api/${collection}/${id}`)
        }
      }
    }
  })

  it('the versions, duplicate and document-access routes too, and for a signed-in editor', async () => {
    const editor = { authorization: `JWT ${editorToken}` }
    for (const id of ['abc', '1.5', '2147483648']) {
      expectNotFound(await apiJson(`/api/posts/versions/${id}`), `GET versions/${id}`)
      expectNotFound(
        await apiJson(`/api/posts/versions/${id}`, { method: 'POST', json: {}, headers: editor }),
        `restore version ${id}`,
      )
      expectNotFound(
        await apiJson(`/api/posts/${id}/duplicate`, { method: 'POST', json: {}, headers: editor }),
        `duplicate ${id}`,
      )
      expectNotFound(await apiJson(`/api/posts/${id}`, { headers: editor }), `editor GET ${id}`)
      expectNotFound(
        await apiJson(`/api/classes/${id}`, { method: 'PATCH', json: { price: 1 }, headers: editor }),
        `editor PATCH ${id}`,
      )
    }
    // A real id that does not exist stays Payload's own 404, and a real record is still served.
    expect((await apiJson('/api/media/2147483647')).status).toBe(404)
    const { docs } = await payload.find({ collection: 'classes', limit: 1, overrideAccess: true })
    if (docs[0]) expect((await apiJson(`/api/classes/${docs[0].id}`, { headers: editor })).status).toBe(200)
  })

  it('answers in the caller’s language', async () => {
    const fr = await apiJson('/api/media/abc?locale=fr')
    expectNotFound(fr, 'fr')
    expect(fr.data.message).toBe('Aucune fiche ne porte ce numéro.')
    const en = await apiJson('/api/media/abc', { headers: { 'accept-language': 'en-CA' } })
    expect(en.data.message).toBe('No record has this number.')
  })

  it('a file path that climbs out of the folder is a 4xx, never a 500', async () => {
    for (const path of ['/api/media/file/.%2e/x', '/api/media/file/..%2fx', '/api/media/file/%2e%2e/x']) {
      const res = await apiJson(path)
      expect([400, 403, 404], `${path}: ${res.status}`).toContain(res.status)
    }
  })

  it('GraphQL refuses such ids without a 500, and the Local API with the same 404', async () => {
    const graphql = GRAPHQL_POST(config)
    for (const query of [
      '{ Media(id: "abc") { id } }',
      '{ Post(id: 2147483648) { id } }',
      '{ Class(id: 1.5) { id } }',
      '{ Media(id: 0) { id } }',
      '{ Media(id: -4) { id } }',
    ]) {
      const res = await graphql(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        }),
      )
      const body = (await res.json()) as { errors?: { message: string; extensions?: { statusCode?: number } }[] }
      expect(res.status, query).toBeLessThan(500)
      expect(body.errors?.length, query).toBeGreaterThan(0)
      for (const error of body.errors ?? []) {
        expect(error.extensions?.statusCode ?? 400, query).toBeLessThan(500)
        expect(error.message, query).not.toMatch(/syntax|NaN|out of range/i)
      }
    }
    await expect(payload.findByID({ collection: 'media', id: 2 ** 31 })).rejects.toMatchObject({ status: 404 })
  })
})

describe("the dashboard's calls that name a record", () => {
  // Payment requests are only recorded when the site takes payments; no call reaches Stripe here.
  beforeAll(() => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_record_ids'
  })

  const calls: [method: string, path: (id: string) => string, body?: unknown][] = [
    [
      'POST',
      (id) => `/api/admin/payments/${id}/refunds`,
      { amount: '1.00', reason: 'Test', requestId: '6f1c1f0e-8a55-4d2e-9b7e-2f4b9f0d2c11' },
    ],
    ['POST', (id) => `/api/admin/contacts/${id}/payment-requests`, body()],
    ['POST', (id) => `/api/admin/class-bookings/${id}/payment-requests`, body()],
    ['PATCH', (id) => `/api/admin/class-bookings/${id}`, { status: 'confirmed' }],
    ['PATCH', (id) => `/api/admin/contacts/${id}`, { stage: 'replied' }],
    ['GET', (id) => `/api/admin/contacts/${id}`],
    ['POST', (id) => `/api/admin/outbox/${id}/send-again`, {}],
  ]

  function body() {
    return { amount: '10.00', descriptionEn: 'Prints', descriptionFr: 'Tirages' }
  }

  it('answer 404 for ids at and past 2^31, and for anything that is not an id', async () => {
    for (const [method, path, json] of calls) {
      for (const id of ['2147483648', '999999999999999', '99999999999', 'abc', '0']) {
        const res = await apiJson(path(id), {
          method,
          ...(json !== undefined ? { json } : {}),
          headers: bearer(adminToken),
        })
        expectNotFound(res, `${method} ${path(id)}`)
      }
      // The largest id PostgreSQL holds is a well-formed id that names nothing: the same 404.
      const res = await apiJson(path('2147483647'), {
        method,
        ...(json !== undefined ? { json } : {}),
        headers: bearer(adminToken),
      })
      expectNotFound(res, `${method} ${path('2147483647')}`)
    }
  })
})
