/**
 * The pure rules behind issue 25 items 3, 5 and 6: which flagged requests count towards a block,
 * the bounds on `where` filters and GraphQL operations, and the gate in front of password hashing.
 * (The reliability module `hostile` checks them against the running site.)
 */
import { parse, validate } from 'graphql'
import { buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'

import { Gate, GateFull } from '@/lib/auth/hash-gate'
import { graphqlCostRule } from '@/lib/http/graphql-cost'
import { whereProblem } from '@/lib/http/where-bound'
import { couldBeThirdParty } from '@/lib/security/cross-site'

describe('couldBeThirdParty: what another site can make a browser send', () => {
  it.each([
    ['GET', 'cross-site', null],
    ['HEAD', 'cross-site', undefined],
    ['POST', 'cross-site', 'application/x-www-form-urlencoded'],
    ['POST', 'cross-site', 'multipart/form-data; boundary=x'],
    ['POST', 'cross-site', 'text/plain;charset=UTF-8'],
    ['GET', 'same-site', null],
  ])('%s from %s with %s: not counted', (method, fetchSite, contentType) => {
    expect(couldBeThirdParty({ method, fetchSite, contentType })).toBe(true)
  })

  it.each([
    // Scanners, curl, scripts: no Sec-Fetch-Site at all.
    ['GET', undefined, null],
    // Typed or bookmarked, and the site's own pages.
    ['GET', 'none', null],
    ['GET', 'same-origin', null],
    // Would need a CORS preflight the site never grants: the requester itself sent it.
    ['PUT', 'cross-site', null],
    ['DELETE', 'cross-site', null],
    ['POST', 'cross-site', 'application/json'],
  ])('%s from %s with %s: counted', (method, fetchSite, contentType) => {
    expect(couldBeThirdParty({ method, fetchSite, contentType })).toBe(false)
  })
})

describe('whereProblem: bounds on outside filters', () => {
  it('accepts what the CMS sends', () => {
    expect(whereProblem({ title: { like: 'light studio' } })).toBeUndefined()
    expect(
      whereProblem({ and: [{ _status: { equals: 'published' } }, { or: [{ a: { equals: 1 } }] }] }),
    ).toBeUndefined()
    expect(whereProblem({ id: { in: Array.from({ length: 100 }, (_, i) => String(i)) } })).toBeUndefined()
  })

  it('refuses a like of many words, a long value, many values and deep nesting', () => {
    const words = (n: number) => Array.from({ length: n }, (_, k) => `w${k}`).join(' ')
    expect(whereProblem({ title: { like: words(21) } })).toMatch(/words/)
    expect(whereProblem({ title: { like: words(50_000) } })).toBeDefined()
    expect(whereProblem({ title: { equals: 'x'.repeat(1001) } })).toMatch(/characters/)
    expect(whereProblem({ or: Array.from({ length: 300 }, (_, i) => ({ title: { equals: `t${i}` } })) })).toMatch(
      /values/,
    )
    let deep: unknown = { title: { equals: 'x' } }
    for (let i = 0; i < 6; i++) deep = { or: [deep] }
    expect(whereProblem(deep)).toMatch(/nested/)
  })
})

describe('graphqlCostRule: aliases and fragments count', () => {
  const schema = buildSchema(`
    type Media { id: ID, alt: String }
    type MediaPage { docs: [Media] }
    type Query { allMedia: MediaPage, Media(id: ID): Media }
  `)
  const errors = (query: string) => validate(schema, parse(query), [graphqlCostRule()])

  it('lets an ordinary query through', () => {
    expect(errors('{ allMedia { docs { id alt } } m: Media(id: 1) { id } }')).toEqual([])
  })

  it('refuses 200 aliases of one list', () => {
    const query = `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: allMedia { docs { id } }`).join(' ')} }`
    expect(errors(query).map((e) => e.extensions.code)).toEqual(['QUERY_TOO_COMPLEX'])
  })

  it('refuses 11 top-level fields, however small', () => {
    const query = `{ ${Array.from({ length: 11 }, (_, i) => `m${i}: Media(id: ${i}) { id }`).join(' ')} }`
    expect(errors(query)).toHaveLength(1)
  })

  it('refuses a fragment bomb without expanding it all', () => {
    const query =
      'query { allMedia { docs { ...f40 } } } fragment f0 on Media { id }\n' +
      Array.from({ length: 40 }, (_, i) => `fragment f${i + 1} on Media { ...f${i} ...f${i} }`).join('\n')
    const started = performance.now()
    const found = validate(schema, parse(query), [graphqlCostRule()])
    expect(found.map((e) => e.extensions.code)).toEqual(['QUERY_TOO_COMPLEX'])
    // 2^40 fields if expanded: it must stop at the bound (a correctness check, not a benchmark).
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('answers in the caller’s language', () => {
    const rule = graphqlCostRule({ contextValue: { req: { headers: new Headers({ 'accept-language': 'fr-CA' }) } } })
    const query = `{ ${Array.from({ length: 11 }, (_, i) => `m${i}: Media(id: ${i}) { id }`).join(' ')} }`
    expect(validate(schema, parse(query), [rule])[0]?.message).toMatch(/requête/)
  })
})

describe('Gate: bounded concurrency with a bounded queue', () => {
  it('runs at most `concurrency` at once, queues `maxWaiting`, refuses the rest at once', async () => {
    const gate = new Gate(1, 2)
    let running = 0
    let peak = 0
    const releases: (() => void)[] = []
    const task = () =>
      new Promise<void>((resolve) => {
        running++
        peak = Math.max(peak, running)
        releases.push(() => {
          running--
          resolve()
        })
      })
    const runs = [gate.run(task), gate.run(task), gate.run(task)]
    await expect(gate.run(task)).rejects.toBeInstanceOf(GateFull)
    expect(gate.load).toEqual({ running: 1, waiting: 2 })
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 0))
      releases.shift()!()
    }
    await Promise.all(runs)
    expect(peak).toBe(1)
    expect(gate.load).toEqual({ running: 0, waiting: 0 })
  })

  it('frees its place when a task throws', async () => {
    const gate = new Gate(1, 0)
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(gate.run(() => Promise.resolve(1))).resolves.toBe(1)
  })
})
