/**
 * Small leaks an outside tester found, through the real /api handlers: a U+0000 in a filter,
 * unpublished classes read anonymously, GraphQL's Access for an anonymous caller, CMS writes by
 * cookie from another origin.
 */
import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiJson, testPayload } from './helpers/api'
import { ensureCatalogue, uid } from './helpers/public'

let payload: Awaited<ReturnType<typeof testPayload>>
let editorToken: string
let hiddenClassId: number
const hiddenTitle = `Hidden workshop ${uid()}`

const graphqlHandler = GRAPHQL_POST(config)
async function graphql(query: string) {
  const headers = new Headers({ 'content-type': 'application/json', 'x-client-ip': '127.0.0.1' })
  const res = await graphqlHandler(
    new Request('http://localhost:3000/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) }),
  )
  return { status: res.status, text: await res.text() }
}

beforeAll(async () => {
  payload = await testPayload()
  await ensureCatalogue(payload)
  const username = `editor-${uid()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  const login = await payload.login({
    collection: 'users',
    data: { username, password: 'correct horse battery staple' } as never,
  })
  editorToken = login.token!
  const hidden = await payload.create({
    collection: 'classes',
    locale: 'en',
    data: {
      classId: `hidden-${uid()}`,
      title: hiddenTitle,
      level: 'All levels',
      duration: '2 hours',
      price: 99,
      formatOptions: ['in-person'],
      isPublished: false,
    } as never,
    overrideAccess: true,
  })
  hiddenClassId = hidden.id
}, 120_000)

describe('a U+0000 in a filter or a sort', () => {
  it('is a 400 in the caller’s language, not a database error (500)', async () => {
    for (const path of [
      '/api/posts?where[slug][equals]=a%00b',
      '/api/classes?where[title][like]=%00',
      '/api/posts?sort=title%00',
    ]) {
      const res = await apiJson(path, { headers: { 'accept-language': 'fr' } })
      expect(res.status, path).toBe(400)
      expect(JSON.stringify(res.data), path).toContain('ne peut pas être enregistré')
    }
    const gql = await graphql('{ Posts(where: { slug: { equals: "a\\u0000b" } }) { docs { id } } }')
    expect(gql.text).not.toContain('"statusCode":500')
    expect(gql.text).toContain('"statusCode":400')
  })
})

describe('an unpublished class', () => {
  it('is not readable anonymously through REST or GraphQL; editors still see it', async () => {
    const list = await apiJson('/api/classes?limit=100&where[isPublished][equals]=false')
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.data)).not.toContain(hiddenTitle)
    expect((await apiJson(`/api/classes/${hiddenClassId}`)).status).toBe(404)
    const gql = await graphql(`{ Classes(limit: 100) { docs { title } } Class(id: ${hiddenClassId}) { title } }`)
    expect(gql.text).not.toContain(hiddenTitle)
    const asEditor = await apiJson(`/api/classes/${hiddenClassId}`, {
      headers: { authorization: `JWT ${editorToken}` },
    })
    expect(asEditor.status).toBe(200)
    expect(asEditor.data.title).toBe(hiddenTitle)
  })
})

describe('GraphQL Access for an anonymous caller', () => {
  it('answers canAccessAdmin: false, not a 500', async () => {
    const res = await graphql('{ Access { canAccessAdmin } }')
    expect(res.text).not.toContain('statusCode')
    expect(JSON.parse(res.text)).toEqual({ data: { Access: { canAccessAdmin: false } } })
  })
})

describe('a CMS write authenticated by the cookie', () => {
  const cookie = () => `payload-token=${editorToken}`
  it('is anonymous, so refused, from another origin; accepted from the site', async () => {
    const patch = (origin: string) =>
      apiJson(`/api/classes/${hiddenClassId}`, {
        method: 'PATCH',
        json: { price: 120 },
        headers: { cookie: cookie(), origin },
      })
    expect((await patch('https://evil.example')).status).toBe(403)
    expect((await payload.findByID({ collection: 'classes', id: hiddenClassId, overrideAccess: true })).price).toBe(99)
    expect((await patch('http://localhost:3000')).status).toBe(200)
  })
})
