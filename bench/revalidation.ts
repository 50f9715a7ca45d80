/**
 * bench/revalidation: how a public page is served from the cache, and what one publish costs.
 * Prints the median server time (time to the response headers, on loopback) of a cached page, and
 * of the same page on the first request right after an editor publishes a change that it shows,
 * plus how long until the change is visible in both languages.
 *
 * Against a running site (`npm start`):
 *   BASE_URL=http://127.0.0.1:3000 CMS_EDITOR_USERNAME=studio CMS_EDITOR_PASSWORD=… npx tsx bench/revalidation.ts
 * Optional: ROUNDS (default 10), CACHED_SAMPLES (default 50).
 */
export {}

const base = (process.env.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')
const username = process.env.CMS_EDITOR_USERNAME || 'studio'
const password = process.env.CMS_EDITOR_PASSWORD
const rounds = Number(process.env.ROUNDS || 10)
const cachedSamples = Number(process.env.CACHED_SAMPLES || 50)
if (!password) {
  console.error('Set CMS_EDITOR_PASSWORD (and CMS_EDITOR_USERNAME if not "studio").')
  process.exit(2)
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const ms = (n: number) => `${n.toFixed(1)} ms`

/** Time to response headers, then the body (read, so the connection is reused cleanly). */
async function timed(path: string): Promise<{ ms: number; status: number; body: string; cache: string | null }> {
  const start = performance.now()
  const res = await fetch(base + path, { headers: { 'user-agent': 'bench-revalidation' } })
  const elapsed = performance.now() - start
  return { ms: elapsed, status: res.status, body: await res.text(), cache: res.headers.get('x-nextjs-cache') }
}

async function cms<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json')
  headers.set('origin', base)
  if (init.token) headers.set('authorization', `JWT ${init.token}`)
  const res = await fetch(base + path, { ...init, headers })
  if (!res.ok) throw new Error(`${init.method || 'GET'} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

const { token } = await cms<{ token: string }>('/api/users/login', {
  method: 'POST',
  body: JSON.stringify({ username, password }),
})
const { docs } = await cms<{ docs: { id: number; title: string; slug: string }[] }>(
  '/api/posts?where[_status][equals]=published&sort=-publishedAt&limit=1&locale=en&depth=0',
  { token },
)
const post = docs[0]
if (!post) throw new Error('No published post to edit: seed the site first')
const original = post.title
const pages = ['/blog', '/fr/blog']

// Warm the caches of both pages.
for (const page of pages) for (let i = 0; i < 3; i++) await timed(page)

const cached: number[] = []
for (let i = 0; i < cachedSamples; i++) cached.push((await timed(pages[0]!)).ms)

const afterPublish: number[] = []
const visibleAfter: number[] = []
try {
  for (let round = 1; round <= rounds; round++) {
    const title = `${original} · ${round}`
    const published = performance.now()
    await cms(`/api/posts/${post.id}?locale=en&depth=0`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ title, _status: 'published' }),
    })
    const first = await timed(pages[0]!)
    afterPublish.push(first.ms)
    // The English title is what changed; /fr/blog shows the French one but shares the tag.
    let seen = first.body.includes(escapeHtml(title))
    while (!seen && performance.now() - published < 10_000)
      seen = (await timed(pages[0]!)).body.includes(escapeHtml(title))
    const fr = await timed(pages[1]!)
    if (fr.status !== 200) throw new Error(`/fr/blog answered ${fr.status}`)
    visibleAfter.push(seen ? performance.now() - published : Number.POSITIVE_INFINITY)
  }
} finally {
  await cms(`/api/posts/${post.id}?locale=en&depth=0`, {
    method: 'PATCH',
    token,
    body: JSON.stringify({ title: original, _status: 'published' }),
  })
}

console.log(`page                         ${pages[0]} (${base})`)
console.log(`cached, median of ${cachedSamples}          ${ms(median(cached))}`)
console.log(`first request after publish  ${ms(median(afterPublish))} (median of ${rounds})`)
console.log(`publish → visible            ${ms(median(visibleAfter))} (median; includes the PATCH)`)
if (visibleAfter.some((v) => !Number.isFinite(v))) {
  console.log('WARNING: a change was not visible within 10 s')
  process.exitCode = 1
}

function escapeHtml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}
