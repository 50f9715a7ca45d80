/**
 * The pure rules behind the defences against an outside tester's attacks: which flagged requests
 * count towards a block, the bounds on `where` filters and GraphQL operations, and the gate in
 * front of password hashing. (The reliability module `hostile` checks them against the running
 * site.)
 */
import { describe, expect, it } from 'vitest'

import { Gate, GateFull } from '@/lib/auth/hash-gate'
import { graphqlTooCostly } from '@/lib/http/graphql-cost'
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

describe('graphqlTooCostly: aliases and fragments count', () => {
  it('lets an ordinary query through', () => {
    expect(graphqlTooCostly('{ allMedia { docs { id alt } } m: Media(id: 1) { id } }')).toBe(false)
    // Not GraphQL at all: left to Payload's own error.
    expect(graphqlTooCostly('{ unclosed')).toBe(false)
  })

  it('refuses 200 aliases of one list', () => {
    expect(
      graphqlTooCostly(`{ ${Array.from({ length: 200 }, (_, i) => `a${i}: allMedia { docs { id } }`).join(' ')} }`),
    ).toBe(true)
  })

  it('refuses 11 top-level fields, however small, in any operation of the document', () => {
    const eleven = `{ ${Array.from({ length: 11 }, (_, i) => `m${i}: Media(id: ${i}) { id }`).join(' ')} }`
    expect(graphqlTooCostly(eleven)).toBe(true)
    expect(graphqlTooCostly(`query A { Media(id: 1) { id } } query B ${eleven}`)).toBe(true)
  })

  it('refuses a fragment bomb without expanding it all', () => {
    const query =
      'query { allMedia { docs { ...f40 } } } fragment f0 on Media { id }\n' +
      Array.from({ length: 40 }, (_, i) => `fragment f${i + 1} on Media { ...f${i} ...f${i} }`).join('\n')
    const started = performance.now()
    expect(graphqlTooCostly(query)).toBe(true)
    // 2^40 fields if expanded: it must stop at the bound (a correctness check, not a benchmark).
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('refuses a cyclic fragment without looping', () => {
    expect(
      graphqlTooCostly('{ allMedia { docs { ...a } } } fragment a on Media { id ...b } fragment b on Media { ...a }'),
    ).toBe(false)
  })

  it('stops parsing at the token bound', () => {
    expect(graphqlTooCostly(`{ __typename ${'x '.repeat(6_000)} }`)).toBe(true)
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
