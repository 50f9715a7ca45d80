/**
 * The measuring parts of bench/lighthouse.ts, shared with the benches of single pages
 * (bench/proposals.ts): first-load JavaScript as the browser fetches it, and one Lighthouse run.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import lighthouse from 'lighthouse'
import { deferredScriptSources } from '@/server/defer-framework-scripts'

/** First-load JavaScript: every script the HTML of the route loads, gzip-compressed (level 9). */
export async function firstLoadJs(base: string, route: string): Promise<number> {
  const html = await (await fetch(base + route)).text()
  // noModule scripts (legacy polyfills) are never fetched by the browsers the site targets.
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnoModule\b/i.test(m[0]))
  // The framework's chunks are loaded by an inline loader after the first paint (src/server/serve.ts).
  const scripts = new Set([...tags.map((m) => m[1].replace(/&amp;/g, '&')), ...deferredScriptSources(html)])
  let total = 0
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    total += gzipSync(body, { level: 9 }).length
  }
  return total
}

export type Result = {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  /** The lowest Best Practices of all runs: the target is 100 in every run, not only the median. */
  bestPracticesMin: number
  seo: number
  lcp: number
  cls: number
  tbt: number
}

export type Run = Omit<Result, 'page' | 'bestPracticesMin'>

/** One Lighthouse run; undefined when Lighthouse itself failed to measure (its runtimeError). */
export async function audit(url: string, port: number, reportsDir?: string): Promise<Run | undefined> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  // e.g. NO_NAVSTART: the browser's trace of the load came back incomplete (seen on this busy
  // 2-core machine). Lighthouse then scores nothing and asks for another run.
  if (runtimeError) console.log(`  ${url}: Lighthouse could not measure this run (${runtimeError.code})`)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  // A category below 100 names its failing audits with all their items (a console message and its
  // URL, a failed request, an inspector issue), so an intermittent one can be traced from the run
  // that showed it; `--reports DIR` also keeps that run's whole report.
  const failing: string[] = []
  for (const id of ['best-practices', 'seo', 'accessibility']) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const found = audits[ref.id]
      if (ref.weight === 0 || !found || found.score === null || found.score === 1) continue
      failing.push(ref.id)
      const items = (found.details as { items?: unknown[] } | undefined)?.items ?? []
      console.log(`  ${url} ${id}: ${ref.id} failed (${items.length} item(s))`)
      for (const item of items.slice(0, 20)) console.log(`    ${JSON.stringify(item).slice(0, 600)}`)
    }
  }
  if (failing.length && reportsDir) {
    fs.mkdirSync(reportsDir, { recursive: true })
    const file = path.join(reportsDir, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`)
    fs.writeFileSync(file, JSON.stringify(result.lhr, null, 1))
    console.log(`    report: ${file}`)
  }
  if (runtimeError) return undefined
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
  }
}
