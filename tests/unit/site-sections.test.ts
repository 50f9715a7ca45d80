/**
 * The section components of the site pages (src/components/site/sections): the heading levels and
 * labels every page relies on for its outline, and the fallbacks for CMS fields left empty.
 */
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Camera } from 'lucide-react'
import { describe, expect, it } from 'vitest'

import { Card, CardGrid } from '@/components/site/sections/CardGrid'
import { CheckList } from '@/components/site/sections/CheckList'
import { CopyHeading, PageIntro, Section } from '@/components/site/sections/Section'

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element)
const copy = { eyebrow: 'Eyebrow', title: 'From the CMS', body: 'Intro from the CMS' }

describe('Section', () => {
  it('is labelled by its h2, whose id it is given', () => {
    const out = html(h(Section, { id: 'pricing-faq', className: 'container-page mt-20', copy }, 'content'))
    expect(out).toMatch(/^<section class="container-page mt-20" aria-labelledby="pricing-faq">/)
    expect(out).toContain('<h2 id="pricing-faq"')
    expect(out).not.toMatch(/<h1|<h3/)
    expect(out).toMatch(/From the CMS<\/h2><p class="[^"]*">Intro from the CMS<\/p><\/div>content<\/section>$/)
  })

  it('puts the heading and the content in the page column of a sand band', () => {
    const out = html(h(Section, { id: 'x', band: 'sand', className: 'mt-20', copy }, 'content'))
    expect(out).toMatch(/^<section class="mt-20 bg-sand\/60 py-20" aria-labelledby="x"><div class="container-page">/)
    expect(out).toMatch(/content<\/div><\/section>$/)
    const plain = html(h(Section, { id: 'x', band: 'sand', copy }))
    expect(plain).toMatch(/^<section class="bg-sand\/60 py-20"/)
  })

  it('shows the UI message when the editor left the title (or the intro) empty, and the CMS text otherwise', () => {
    const empty = { eyebrow: null, title: '  ', body: '' }
    const out = html(h(Section, { id: 'x', className: 'c', copy: empty, title: 'Fallback', intro: 'Fallback intro' }))
    expect(out).toContain('>Fallback</h2>')
    expect(out).toContain('>Fallback intro</p>')
    expect(out).not.toContain('text-gold-deep') // no eyebrow
    expect(html(h(Section, { id: 'x', className: 'c', copy, title: 'Fallback' }))).toContain('>From the CMS</h2>')
    // Without a fallback, the group's title as it is.
    expect(html(h(CopyHeading, { copy: { title: 'Raw' } }))).toContain('>Raw</h2>')
  })
})

describe('PageIntro', () => {
  it('is the only h1, with what the page adds below it', () => {
    const out = html(h(PageIntro, { copy, title: 'Fallback' }, h('p', null, 'Last updated')))
    expect(out.match(/<h1/g)).toHaveLength(1)
    expect(out).not.toContain('<h2')
    expect(out).toMatch(/^<section class="container-page pt-16 lg:pt-24">/)
    expect(out).toMatch(/<p>Last updated<\/p><\/section>$/)
  })
})

describe('Card and CardGrid', () => {
  it('titles each card with an h3 by default, an h2 when asked', () => {
    const grid = html(
      h(CardGrid, {
        items: [{ id: '1', title: 'One', body: 'First' }, { title: 'Two' }],
        className: 'grid',
        cardClassName: 'card',
        size: 'md',
      }),
    )
    expect(grid).toBe(
      '<ul class="grid"><li class="card"><h3 class="text-xl">One</h3><p class="mt-2 leading-relaxed text-ink-soft">First</p></li>' +
        '<li class="card"><h3 class="text-xl">Two</h3></li></ul>',
    )
    const card = html(h(Card, { title: 'Call', size: 'lg', className: 'c', heading: 'h2', icon: Camera }))
    expect(card).toMatch(
      /<svg[^>]*class="[^"]*size-8 text-gold-deep"[^>]*>.*<\/svg><h2 class="mt-4 text-2xl">Call<\/h2>/,
    )
  })
})

describe('CheckList', () => {
  it('renders nothing for an empty or missing list', () => {
    expect(html(h(CheckList, { items: [], className: 'a', itemClassName: 'b' }))).toBe('')
    expect(html(h(CheckList, { items: null, className: 'a', itemClassName: 'b' }))).toBe('')
  })

  it('puts each point after a check mark hidden from screen readers', () => {
    const out = html(h(CheckList, { items: [{ text: 'Two hours' }], className: 'a', itemClassName: 'b' }))
    expect(out).toMatch(
      /^<ul class="a"><li class="b"><svg[^>]*aria-hidden="true"[^>]*>.*<\/svg><span>Two hours<\/span><\/li><\/ul>$/,
    )
  })

  it("is named by its label when one is given (a class card's topics)", () => {
    const out = html(h(CheckList, { items: [{ text: 'Light' }], label: 'Topics', className: 'a', itemClassName: 'b' }))
    expect(out).toMatch(/^<ul class="a" aria-label="Topics"><li class="b">/)
  })
})
