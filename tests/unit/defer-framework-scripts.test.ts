import { describe, expect, it } from 'vitest'

import { deferFrameworkScripts, deferredScriptSources } from '@/server/defer-framework-scripts'

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>\
<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>\
<title>T</title><script src="/_next/static/chunks/poly.js" noModule=""></script></head><body><main>Hello</main>\
<script>self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/late.js" async=""></script></body></html>`

describe('framework scripts after the first paint', () => {
  const out = deferFrameworkScripts(page)
  const head = out.slice(0, out.indexOf('</head>'))
  const body = out.slice(out.indexOf('<body>'))

  it('takes the async chunks out of <head> and loads them, in order, from the end of <body>', () => {
    expect(head).not.toContain('one.js')
    expect(head).not.toContain('two.js')
    const loader = /<script>(\(function[\s\S]*?)<\/script><\/body><\/html>$/.exec(out)
    expect(loader).not.toBeNull()
    expect(loader![1]).toContain('["/_next/static/chunks/one.js","/_next/static/chunks/two.js"]')
    expect(loader![1]).toContain('requestAnimationFrame')
  })

  it('leaves the stylesheet, the noModule polyfill, inline payloads and body scripts alone', () => {
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>')
    expect(head).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>')
    expect(body).toContain('<script>self.__next_f.push([1,"x"])</script>')
    expect(body).toContain('<script src="/_next/static/chunks/late.js" async=""></script>')
    expect(out.replace(/<script>\(function[\s\S]*?<\/script>/, '')).toBe(
      page.replace(/<script src="\/_next\/static\/chunks\/(one|two)\.js" async=""><\/script>/g, ''),
    )
  })

  it('lists the deferred chunks of a rewritten page, and none of another', () => {
    expect(deferredScriptSources(out)).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js'])
    expect(deferredScriptSources(page)).toEqual([])
  })

  it('changes nothing in a page without such scripts or without a body', () => {
    const plain = '<html><head><title>x</title></head><body>x</body></html>'
    expect(deferFrameworkScripts(plain)).toBe(plain)
    const fragment = '<script src="/_next/static/chunks/one.js" async=""></script>'
    expect(deferFrameworkScripts(fragment)).toBe(fragment)
  })

  /** Runs the loader's code against a stand-in document; `hero`: its high-priority image, if any. */
  function runLoader(hero?: { complete: boolean }) {
    const code = /<script>(\(function[\s\S]*?)<\/script><\/body>/.exec(out)![1]!
    const added: string[] = []
    const frames: (() => void)[] = []
    const timers: { f: () => void; ms: number }[] = []
    const heroEvents = new Map<string, () => void>()
    const image = hero && { ...hero, addEventListener: (type: string, f: () => void) => heroEvents.set(type, f) }
    const document = {
      createElement: () => ({}) as { src?: string },
      body: { appendChild: (e: { src: string }) => added.push(e.src) },
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? image : null) ?? null,
    }
    new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => timers.push({ f, ms }),
    )
    const runFrames = () => frames.splice(0).forEach((f) => f())
    const runTimers = (upTo: number) =>
      timers
        .filter((t) => t.ms <= upTo)
        .forEach((t) => {
          timers.splice(timers.indexOf(t), 1)
          t.f()
        })
    return { added, heroEvents, runFrames, runTimers }
  }
  const chunks = ['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']

  it('runs the loader: the chunks are added once, after a frame, or by the timeout alone', () => {
    const page = runLoader()
    expect(page.added).toEqual([])
    page.runFrames()
    page.runTimers(0)
    expect(page.added).toEqual(chunks)
    page.runTimers(1000)
    expect(page.added).toEqual(chunks)
    const hidden = runLoader()
    hidden.runTimers(1000)
    expect(hidden.added).toEqual(chunks)
  })

  it('waits for a hero image still loading, then for the frame that paints it; a second at most', () => {
    const page = runLoader({ complete: false })
    page.runFrames()
    page.runTimers(0)
    expect(page.added).toEqual([])
    page.heroEvents.get('load')!()
    page.runFrames()
    page.runTimers(0)
    expect(page.added).toEqual(chunks)

    const slow = runLoader({ complete: false })
    slow.runFrames()
    slow.runTimers(1000)
    expect(slow.added).toEqual(chunks)

    const cached = runLoader({ complete: true })
    cached.runFrames()
    cached.runTimers(0)
    expect(cached.added).toEqual(chunks)
  })
})
