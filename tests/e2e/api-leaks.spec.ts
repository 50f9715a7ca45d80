import { expect, test } from './fixtures/test'

import { e2eSecrets } from './fixtures/env'

/**
 * Against the production server: the smaller leaks an outside tester found. The
 * requests are the tester's own; each answered 500, a redirect off the site, or a header that
 * describes the server, before the change.
 */
test('/preview sends a signed-in editor only to the site’s own pages; any other path leads home', async ({
  playwright,
  baseURL,
}) => {
  // A browser's navigation: the session cookie, and the Sec-Fetch-Site it sends with it.
  const editor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' },
  })
  const login = await editor.post('/api/users/login', { data: e2eSecrets.cmsEditor })
  expect(login.status()).toBe(200)
  const good = await editor.get('/preview?path=%2Ffr%2Fabout', { maxRedirects: 0 })
  expect(good.status()).toBe(307)
  expect(good.headers()['location']).toBe('/fr/about')
  // The query as the tester typed it: each one was a 307 to //evil.example, another site, once the
  // path was normalised after its check.
  for (const [query, home] of [
    ['/.//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%252e//evil.example', '/'],
    ['/fr/..//evil.example', '/fr'],
    ['/%09/127.0.0.1:8089/landing', '/'],
    ['/%0d%0aSet-Cookie:%20x=1', '/'],
    ['/%C3%A0-propos', '/'],
    ['/%25c0%25af', '/'],
    ['//evil.example', '/'],
    ['/%5Cevil.example', '/'],
  ]) {
    const res = await editor.get(`/preview?path=${query}`, { maxRedirects: 0 })
    expect(res.status(), query).toBe(307)
    expect(res.headers()['location'], query).toBe(home)
  }
  await editor.dispose()
})

test('a U+0000 in a filter or an undecodable path, page or call, is a 400, not a 500', async ({ request }) => {
  for (const path of [
    '/api/posts?where[slug][equals]=a%00b',
    '/api/classes?where[title][like]=%00',
    '/api/media/file/a%00.jpg',
    '/api/media/file/%c0%af',
    '/api/posts/%c0%af',
    '/about/%c0%af',
    '/api/media/file/x%ff.jpg',
  ]) {
    const res = await request.get(path, { headers: { 'accept-language': 'fr' } })
    expect(res.status(), path).toBe(400)
  }
})

test('GraphQL names nothing of its schema to a stranger, and answers Access without a 500', async ({ request }) => {
  const query = (q: string) => request.post('/api/graphql', { data: { query: q } })
  const wrong = await (await query('{ Postz { docs { id } } Posts(whre: {}) { docs { id } } }')).text()
  expect(wrong).toContain('Cannot query field')
  expect(wrong).not.toContain('Did you mean')
  const access = await query('{ Access { canAccessAdmin } }')
  expect(await access.json()).toEqual({ data: { Access: { canAccessAdmin: false } } })
})

test('public answers carry none of the framework’s internal headers', async ({ request }) => {
  for (const path of ['/', '/about', '/fr/about', '/blog', '/api/health', '/robots.txt', '/nope-404']) {
    const res = await request.get(path, { maxRedirects: 0 })
    const internal = Object.keys(res.headers()).filter((name) => /^x-(middleware|nextjs)-/i.test(name))
    expect(internal, `${path} ${res.status()}`).toEqual([])
  }
})
