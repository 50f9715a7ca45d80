/**
 * The production build's server bundle and the packages that need their own folder at run time
 * (docs/server-bundle.md). Turbopack replaces the `__dirname` and `__filename` of a bundled module
 * by a placeholder under `/ROOT/`, a folder that does not exist where the server runs: a bundled
 * package that reads files beside itself finds nothing (the calendar invitations once lost
 * their VTIMEZONE). These tests read the build the e2e site runs on, then exercise the packages that
 * matter in that server: sharp (uploads and Next's image optimizer) here, pg and nodemailer in
 * every booking test, the zone data in calendar-invitations.spec.ts.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { expect, test } from './fixtures/test'

import { E2E_BASE_URL } from './fixtures/env'
import { editorToken } from './fixtures/records'

const SERVER_DIR = path.join(process.env.NEXT_DIST_DIR || '.next', 'server')

/** Bundled packages whose placeholder folder is known to be harmless, and why. */
const HARMLESS = {
  // Next's ncc-compiled copies (bytes, cookie, p-queue…) set an asset base for native add-ons
  // they do not have.
  next: 'asset base of ncc-compiled modules, never read',
  // undici names its own file to trim fetch errors' stack traces.
  undici: 'stack-trace trimming only',
} as const

/** Must be loaded from node_modules: native add-ons, or files read beside their code. */
const MUST_BE_EXTERNAL = ['@touch4it/ical-timezones', 'sharp', 'pg', 'graphql']

function serverChunks(): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.js')) files.push(full)
    }
  }
  walk(SERVER_DIR)
  return files
}

const packageOf = (specifier: string) =>
  (specifier.startsWith('@') ? specifier.split('/').slice(0, 2) : specifier.split('/').slice(0, 1)).join('/')

test.describe('the server bundle', () => {
  test('no bundled package looks for its files in a folder that does not exist at run time', () => {
    const placeholders = new Map<string, Set<string>>()
    for (const file of serverChunks()) {
      for (const [, pkg] of fs
        .readFileSync(file, 'utf8')
        .matchAll(/\/ROOT\/node_modules\/((?:@[^/"'`]+\/)?[^/"'`]+)/g)) {
        if (!placeholders.has(pkg!)) placeholders.set(pkg!, new Set())
        placeholders.get(pkg!)!.add(path.relative(SERVER_DIR, file))
      }
    }
    expect(placeholders.size, `no /ROOT/ placeholder in ${SERVER_DIR}: the check would prove nothing`).toBeGreaterThan(
      0,
    )
    const unexpected = [...placeholders]
      .filter(([pkg]) => !(pkg in HARMLESS))
      .map(([pkg, files]) => `${pkg} (${[...files][0]})`)
    expect(
      unexpected,
      'bundled packages that locate files beside themselves: add them to serverExternalPackages',
    ).toEqual([])
  })

  test('the packages that need node_modules at run time are loaded from there', () => {
    const externals = new Set<string>()
    for (const file of serverChunks()) {
      for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/\.[xy]\("([^"]+)"/g)) {
        // Turbopack names an external package with a hash of its location: "sharp-20c6a5da84e2135f".
        externals.add(packageOf(specifier!.replace(/-[0-9a-f]{16}(?=\/|$)/, '')))
      }
    }
    expect(MUST_BE_EXTERNAL.filter((pkg) => !externals.has(pkg))).toEqual([])
  })

  test('sharp works in the production server: an upload gets its sizes, the image optimizer its formats', async ({
    request,
  }) => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4c6bb5' } })
      .png()
      .toBuffer()
    const created = await request.post('/api/media', {
      headers: { Authorization: `JWT ${await editorToken(request)}` },
      multipart: {
        file: { name: `bundle-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ altEn: 'A blue test card', altFr: 'Une carte de test bleue' }),
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const doc = (
      (await created.json()) as {
        doc: { url: string; sizes: Record<string, { width: number | null; url: string | null }> }
      }
    ).doc
    // Resized by sharp inside the server: widths as configured, height kept in proportion.
    expect(doc.sizes.thumbnail?.width).toBe(400)
    expect(doc.sizes.card?.width).toBe(800)
    const card = await request.get(doc.sizes.card!.url!)
    expect(card.status()).toBe(200)
    expect((await sharp(await card.body()).metadata()).height).toBe(533)

    const local = new URL(doc.url, E2E_BASE_URL).pathname
    const optimized = await request.get(`/_next/image?url=${encodeURIComponent(local)}&w=640&q=75`, {
      headers: { Accept: 'image/avif,image/webp,*/*' },
    })
    expect(optimized.status(), await optimized.text()).toBe(200)
    expect(optimized.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)
    expect((await sharp(await optimized.body()).metadata()).width).toBe(640)
  })
})
