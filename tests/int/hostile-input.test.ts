/**
 * An outside tester's attacks against the real handlers and database: the CMS sign-in cut-off per
 * address, no account lockout, one refusal text, body limits on Payload's routes (declared and
 * streamed), the bounds on `where` filters and the GraphQL cost rule. (Timings and the cross-site
 * rule run against the production site in the reliability module `hostile`.)
 */
import crypto from 'node:crypto'

import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'

import { guardPayloadRoute } from '@/lib/define-endpoint/payload-routes'
import { api, apiJson, testPayload } from './helpers/api'

const editor = { username: `hostile-${Date.now()}`, password: 'hostile correct horse battery' }
let ipCounter = 1
const nextIp = () => `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`
const login = (body: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
  apiJson('/api/users/login', { json: body, ip, headers })
const message = (data: any): string | undefined => data?.errors?.[0]?.message

const graphqlRoute = guardPayloadRoute(GRAPHQL_POST(config), config)
async function graphql(query: string) {
  const res = await graphqlRoute(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': nextIp() },
      body: JSON.stringify({ query }),
    }),
  )
  return { status: res.status, body: (await res.json()) as any }
}

beforeAll(async () => {
  const payload = await testPayload()
  await payload.create({ collection: 'users', data: editor, overrideAccess: true })
}, 180_000)

describe('CMS sign-in', () => {
  it('cuts one address off after 5 failures, even for the right password', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await login({ ...editor, password: `wrong-${i}` }, ip)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    const right = await login(editor, ip)
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(right.data).toMatchObject({ error: 'RATE_LIMITED' })
    expect(message(right.data)).toBe(right.data.message)
  })

  it('does not lock the editor out for wrong passwords from other addresses', async () => {
    for (let i = 0; i < 8; i++) expect((await login({ ...editor, password: `stranger-${i}` })).status).toBe(401)
    expect((await login(editor)).status).toBe(200)
  })

  it('gives a success its point back', async () => {
    const ip = nextIp()
    for (let i = 0; i < 4; i++) await login({ ...editor, password: `typo-${i}` }, ip)
    for (let i = 0; i < 3; i++) expect((await login(editor, ip)).status).toBe(200)
    expect((await login({ ...editor, password: 'typo-again' }, ip)).status).toBe(401)
  })

  it.each(['en', 'fr'])('refuses an unknown username and a wrong password alike (%s)', async (language) => {
    const headers = { 'accept-language': language }
    const unknown = await login({ username: `nobody-${crypto.randomUUID()}`, password: 'x' }, nextIp(), headers)
    const wrong = await login({ ...editor, password: 'x' }, nextIp(), headers)
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(message(wrong.data)).toBe(message(unknown.data))
    expect(message(wrong.data)).toBeTruthy()
  })
})

describe('the sign-in hashing gate', () => {
  const burst = (path: string, body: () => unknown) =>
    Promise.all(Array.from({ length: 64 }, () => apiJson(path, { json: body(), ip: nextIp() })))
  const expectGated = (answers: Awaited<ReturnType<typeof burst>>) => {
    const busy = answers.filter((a) => a.status === 503)
    expect(answers.every((a) => a.status === 401 || a.status === 503)).toBe(true)
    // One hashes, 16 wait: most of 64 simultaneous sign-ins are told to come back.
    expect(busy.length).toBeGreaterThan(0)
    expect(busy.every((a) => a.data.error === 'BUSY' && Number(a.headers.get('retry-after')) > 0)).toBe(true)
  }

  it('tells CMS sign-ins beyond the queue to retry, without counting them', async () => {
    expectGated(await burst('/api/users/login', () => ({ ...editor, password: `flood-${crypto.randomUUID()}` })))
  })

  it('does the same for the dashboard’s sign-in', async () => {
    expectGated(await burst('/api/admin/login', () => ({ password: `flood-${crypto.randomUUID()}` })))
  })
})

describe('body limits on Payload routes', () => {
  it('refuses a declared 200 KB JSON login with 413', async () => {
    const res = await login({ username: 'x', password: 'y'.repeat(200 * 1024) })
    expect(res.status).toBe(413)
    expect(res.data).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' })
  })

  it('refuses a streamed body without a declared length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('y'.repeat(64 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await api('/api/inquiries', { body, headers: { 'content-type': 'application/json' }, ip: nextIp() })
    expect(res.status).toBe(413)
    // It stopped reading: 3 chunks of the 40 at most.
    expect(sent).toBeLessThan(5)
  })

  it('leaves the studio’s own endpoints to their own caps', async () => {
    const res = await apiJson('/api/contact', { json: { name: 'x'.repeat(100 * 1024) }, ip: nextIp() })
    expect(res.status).toBe(413)
    expect(res.data.error).toBe('PAYLOAD_TOO_LARGE')
  })
})

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ')

describe('where filters from outside', () => {
  it('answers an ordinary filter', async () => {
    expect((await apiJson(`/api/posts?where[title][like]=light studio&limit=1`, { ip: nextIp() })).status).toBe(200)
  })

  it('refuses a like of too many words, in a query or a method-override body', async () => {
    const inQuery = await apiJson(`/api/posts?where[title][like]=${encodeURIComponent(words(30))}`, { ip: nextIp() })
    expect(inQuery.status).toBe(400)
    expect(inQuery.data.errors[0].data).toMatchObject({ error: 'FILTER_TOO_LARGE' })
    const override = await apiJson('/api/posts', {
      body: new URLSearchParams({ 'where[title][like]': words(5_000) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
      ip: nextIp(),
    })
    expect(override.status).toBe(400)
  })

  it('refuses too many conditions', async () => {
    const query = Array.from({ length: 300 }, (_, i) => `where[or][${i}][title][equals]=t${i}`).join('&')
    expect((await apiJson(`/api/posts?${query}`, { ip: nextIp() })).status).toBe(400)
  })
})

describe('GraphQL cost', () => {
  it('refuses 200 aliases before running them, and answers an ordinary query', async () => {
    const aliases = await graphql(
      `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: allMedia { docs { id } }`).join(' ')} }`,
    )
    expect(aliases.status).toBe(400)
    expect(aliases.body).toMatchObject({ error: 'QUERY_TOO_COMPLEX', errors: [{ message: aliases.body.message }] })
    const small = await graphql('{ allMedia(limit: 1) { docs { id } } }')
    expect(small.status).toBe(200)
    expect(small.body.errors).toBeUndefined()
  })

  it('offers no sign-in mutation (it would go around the cut-off)', async () => {
    const res = await graphql(`mutation { loginUser(username: "${editor.username}", password: "x") { token } }`)
    expect(res.body.data?.loginUser ?? null).toBeNull()
    expect(res.body.errors?.length).toBeGreaterThan(0)
  })

  it('bounds filters in GraphQL arguments too', async () => {
    const res = await graphql(`{ Posts(where: { title: { like: "${words(30)}" } }) { docs { id } } }`)
    expect(res.body.data?.Posts ?? null).toBeNull()
    expect(res.body.errors?.length).toBeGreaterThan(0)
  })
})
