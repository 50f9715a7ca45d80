/**
 * What the site relies on in Next's build and HTML (src/platform/), read from the build the e2e
 * site runs on and from the pages its server rendered: the raw HTML Next wrote, before
 * src/server/serve.ts rewrites it. An upgrade of Next or React that writes its scripts differently,
 * or moves the manifest's bootstrap list, fails here instead of making pages quietly slower or
 * breaking their CSP.
 */
import fs from 'node:fs'
import path from 'node:path'

import { deferFrameworkScripts, deferredScriptSources } from '@/server/defer-framework-scripts'
import { rootMainFiles } from '@/platform/next-build-manifest'
import { NEXT_HEAD_SCRIPT } from '@/platform/next-head-scripts'
import { scriptElements } from '@/platform/next-inline-scripts'
import { expect, test } from './fixtures/test'

const DIST = process.env.NEXT_DIST_DIR || '.next'
const PAGES = ['/', '/fr/contact', '/classes', '/fr/blog']

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.html') ? [path.join(entry.parentPath, entry.name)] : [],
    )
}

/** Public pages as Next rendered them at run time (its route cache on disk), after visiting them. */
async function renderedPages(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  for (const page of PAGES) expect((await request.get(page)).status(), page).toBe(200)
  const dir = path.join(DIST, 'server', 'route-cache', 'APP_PAGE')
  let files: string[] = []
  await expect
    .poll(
      () => (files = htmlFiles(dir).filter((f) => /<html lang="(en|fr)"/.test(fs.readFileSync(f, 'utf8')))).length,
      {
        message: `no page rendered by Next under ${dir}`,
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0)
  return files
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))

/** The framework chunks of a head, however written (the noModule polyfill stays: not a chunk to defer). */
const headChunks = (head: string) =>
  [...head.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !/\snomodule/i.test(tag))
    .flatMap((tag) => /\ssrc="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1] ?? [])

test.describe("Next's build and HTML, as src/platform relies on them", () => {
  test('every framework chunk in a page head is written as the deferral pattern expects', async ({ request }) => {
    const files = [...(await renderedPages(request)), ...htmlFiles(path.join(DIST, 'server', 'app'))]
    let pagesWithChunks = 0
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8')
      const head = headOf(html)
      const deferrable = [...head.matchAll(NEXT_HEAD_SCRIPT)].map((m) => m[1])
      // A chunk written another way would stay in <head> and block the first paint again.
      expect(deferrable, file).toEqual(headChunks(head))
      if (deferrable.length === 0) continue
      pagesWithChunks++
      const rewritten = deferFrameworkScripts(html)
      expect(deferredScriptSources(rewritten), file).toEqual(deferrable)
      expect(headOf(rewritten).match(NEXT_HEAD_SCRIPT), file).toBeNull()
    }
    expect(pagesWithChunks).toBeGreaterThan(0)
  })

  test('every script element of a page is found whole, so its CSP hash is the one the browser computes', async ({
    request,
  }) => {
    for (const file of await renderedPages(request)) {
      const html = fs.readFileSync(file, 'utf8')
      const scripts = scriptElements(html)
      expect(scripts.length, file).toBe(html.match(/<script\b/gi)?.length ?? 0)
      const inline = scripts.filter((s) => s.inline)
      expect(inline.length, file).toBeGreaterThan(0)
      // Next's payload scripts, each whole (a script text never holds a closing tag).
      expect(
        inline.some((s) => s.text.includes('self.__next_f')),
        file,
      ).toBe(true)
      for (const s of inline) expect(s.text, file).not.toMatch(/<\/?script\b/i)
      for (const s of scripts.filter((x) => !x.inline)) expect(s.text, file).toBe('')
    }
  })

  test("the manifest's rootMainFiles are the bootstrap chunks every page loads", async ({ request }) => {
    const roots = rootMainFiles(DIST).filter((f) => f.endsWith('.js'))
    expect(roots.length).toBeGreaterThan(0)
    for (const file of roots) expect(fs.existsSync(path.join(DIST, file)), file).toBe(true)
    for (const page of await renderedPages(request)) {
      const html = fs.readFileSync(page, 'utf8')
      for (const file of roots) expect(html, page).toContain(`<script src="/_next/${file}" async="">`)
    }
  })
})
