import { describe, expect, it } from 'vitest'
import { isValidSlug, slugifyBlogAdmin, slugifyDashboard } from '@/lib/schemas/slug'

describe('slugifyDashboard (the dashboard’s rule)', () => {
  it('lower-cases, drops punctuation, turns spaces into hyphens', () => {
    expect(slugifyDashboard('Hello, World!')).toBe('hello-world')
    expect(slugifyDashboard('Top 10 Tips for 2025')).toBe('top-10-tips-for-2025')
  })

  it('collapses repeated hyphens, including those made from spaces', () => {
    expect(slugifyDashboard('Before -- After')).toBe('before-after')
    expect(slugifyDashboard('a   b')).toBe('a-b')
    expect(slugifyDashboard('a - b')).toBe('a-b')
  })

  it('keeps the edges as typed (unlike the blog administration rule)', () => {
    expect(slugifyDashboard('Hello ')).toBe('hello-')
    expect(slugifyDashboard('-Hello')).toBe('-hello')
    // Punctuation is removed, not replaced: "a.b" joins.
    expect(slugifyDashboard('a.b')).toBe('ab')
  })

  it('folds French accents to their letters', () => {
    expect(slugifyDashboard('Séance photo à Québec')).toBe('seance-photo-a-quebec')
    expect(slugifyDashboard("L'œuvre d'Élodie")).toBe('loeuvre-delodie')
  })
})

describe('slugifyBlogAdmin (the blog administration page’s rule)', () => {
  it('turns every run of non-alphanumerics into one hyphen and trims the edges', () => {
    expect(slugifyBlogAdmin('Hello, World!')).toBe('hello-world')
    expect(slugifyBlogAdmin('  --Hello World--  ')).toBe('hello-world')
    expect(slugifyBlogAdmin('a.b')).toBe('a-b')
    expect(slugifyBlogAdmin('Before -- After')).toBe('before-after')
    expect(slugifyBlogAdmin('!!!')).toBe('')
  })

  it('folds French accents to their letters', () => {
    expect(slugifyBlogAdmin("L'été à Montréal : 5 idées")).toBe('l-ete-a-montreal-5-idees')
  })

  it('always produces a valid slug from a title with letters or digits', () => {
    for (const title of ['Hello, World!', "L'été à Montréal", ' 2025 ', 'a--b', 'Ça marche? Oui!']) {
      expect(isValidSlug(slugifyBlogAdmin(title)), title).toBe(true)
    }
  })
})
