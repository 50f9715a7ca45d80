import { describe, expect, it } from 'vitest'

import { findLoop, fromProblem, normalizePath, targetLocation } from '@/lib/cms/redirect-rules'

const origin = 'https://studio.test'

describe('redirect addresses', () => {
  it('stores the path only, with one leading slash and no trailing one', () => {
    expect(normalizePath(' blog/old-post/ ')).toBe('/blog/old-post')
    expect(normalizePath('https://studio.test/fr/blog/vieux?utm=x#top')).toBe('/fr/blog/vieux')
    expect(normalizePath('//blog//old')).toBe('/blog/old')
    expect(normalizePath('/fr/blog/%C3%A9t%C3%A9')).toBe('/fr/blog/été')
    expect(normalizePath('   ')).toBeNull()
  })

  it('refuses addresses a redirect could never answer', () => {
    expect(fromProblem('/cms/collections/posts')).toBe('notAPage')
    expect(fromProblem('/api/posts')).toBe('notAPage')
    expect(fromProblem('/images/og.jpg')).toBe('notAPage')
    expect(fromProblem('/about')).toBe('livePage')
    expect(fromProblem('/fr')).toBe('livePage')
    expect(fromProblem('/fr/pricing')).toBe('livePage')
    expect(fromProblem('/blog/old')).toBeNull()
    expect(fromProblem('/fr/old-page')).toBeNull()
  })

  it('sends a post redirect to the post in the language of the old address', () => {
    expect(targetLocation('/blog/old', { type: 'reference', postSlug: 'new' })).toBe('/blog/new')
    expect(targetLocation('/fr/blog/old', { type: 'reference', postSlug: 'new' })).toBe('/fr/blog/new')
    expect(targetLocation('/x', { type: 'custom', url: 'about/' })).toBe('/about')
    expect(targetLocation('/x', { type: 'custom', url: 'https://example.com/a?b=1' })).toBe('https://example.com/a?b=1')
    expect(targetLocation('/x', { type: 'reference', postSlug: null })).toBeNull()
  })

  it('leads nowhere rather than off the site when a site path reads as another site to a browser', () => {
    for (const url of ['/\\evil.example', '\\\\evil.example', '/.\\/evil.example'])
      expect(targetLocation('/x', { type: 'custom', url }), url).toBeNull()
    expect(targetLocation('/x', { type: 'custom', url: '/fr/à-propos' })).toBe('/fr/à-propos')
    expect(targetLocation('/x', { type: 'custom', url: '/a/../about' })).toBe('/a/../about')
  })
})

describe('redirect loops', () => {
  const others = new Map<string, string | null>([
    ['/a', '/b'],
    ['/b', '/c'],
    ['/elsewhere', null],
  ])

  it('refuses a redirect to itself, also written as a full URL of the site', () => {
    expect(findLoop('/old', '/old/', others, origin)).toEqual({ kind: 'self' })
    expect(findLoop('/old', 'https://studio.test/old', others, origin)).toEqual({ kind: 'self' })
  })

  it('refuses a redirect that closes a chain back onto itself', () => {
    expect(findLoop('/c', '/a', others, origin)).toEqual({ kind: 'loop', through: ['/a', '/b'] })
  })

  it('accepts chains that end, and other sites', () => {
    expect(findLoop('/d', '/a', others, origin)).toBeNull()
    expect(findLoop('/c', 'https://other.test/a', others, origin)).toBeNull()
    expect(findLoop('/c', '/elsewhere', others, origin)).toBeNull()
  })
})
