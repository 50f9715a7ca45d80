/**
 * The client's proposal page as the server renders it (src/components/site/proposals): the
 * contract French first with the English one express step away, totals with taxes only when the
 * studio charges them, the signing form's choices, the signed state's pay and PDF, and the pages of
 * a link that leads nowhere. Also the dashboard form's request body (src/components/studio/proposals/shape.ts).
 */
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ProposalContract } from '@/components/site/proposals/ProposalContract'
import { ProposalGone } from '@/components/site/proposals/ProposalGone'
import { ProposalSigned } from '@/components/site/proposals/ProposalSigned'
import { ProposalSchedule, ProposalSummary } from '@/components/site/proposals/ProposalSummary'
import { SignForm } from '@/components/site/proposals/SignForm'
import type { ProposalPageView, ProposalStatus } from '@/components/site/proposals/types'
import { emptyDraft, endOfMontrealDay, proposalBody } from '@/components/studio/proposals/shape'
import en from '@/i18n/messages/en/proposals.json'
import fr from '@/i18n/messages/fr/proposals.json'

import { contractHtml } from '@/lib/contracts/document'

const paragraph = (text: string) => ({ type: 'paragraph' as const, runs: [{ text }] })
const html = (text: string, lang: string) => contractHtml([paragraph(text)], { lang })
const installment = (position: number, due: string, amount: number, status: 'due' | 'paid' | 'overdue') => ({
  position,
  due,
  amount,
  status,
  subtotal: 0,
  gst: 0,
  qst: 0,
  paidAt: status === 'paid' ? '2027-01-12T19:05:00Z' : null,
})

function view(status: ProposalStatus, more: Partial<ProposalPageView> = {}): ProposalPageView {
  return {
    status,
    studio: { legalName: 'Studio Lumière inc.', sentAt: '2027-01-10T15:00:00Z' },
    signature: null,
    client: { name: 'Camille Roy' },
    event: { date: '2027-06-12', location: 'Montréal' },
    items: [
      {
        label: { fr: 'Reportage de mariage', en: 'Wedding coverage' },
        quantity: 1,
        unitAmount: 300000,
        amount: 300000,
      },
    ],
    subtotal: 300000,
    gst: 15000,
    qst: 29925,
    total: 344925,
    installments: [installment(1, 'signing', 103478, 'due'), installment(2, '2027-05-29', 241447, 'due')],
    contract: {
      fr: {
        title: 'Contrat de services',
        html: html('Texte français', 'fr'),
        sha256: 'a'.repeat(64),
      },
      en: {
        title: 'Services Agreement',
        html: html('English text', 'en'),
        sha256: 'b'.repeat(64),
      },
    },
    autopay: true,
    ...more,
  }
}

describe("the client's proposal page", () => {
  it('shows the French contract first and the English one only behind an express, closed disclosure', () => {
    const out = renderToStaticMarkup(h(ProposalContract, { contract: view('sent').contract, t: en.proposals.page }))
    const french = out.indexOf('Texte français')
    const english = out.indexOf('English text')
    expect(french).toBeGreaterThan(0)
    expect(english).toBeGreaterThan(french)
    expect(out.indexOf('<details')).toBeGreaterThan(french)
    expect(out.indexOf('<details')).toBeLessThan(english)
    expect(out).not.toMatch(/<details[^>]*open/)
    expect(out).toMatch(/<div lang="fr"[\s\S]*Texte français[\s\S]*<div lang="en"/)
    expect(out).toContain('a'.repeat(64))
  })

  it('shows GST and QST when the studio charges them, and the total alone when it does not', () => {
    const taxed = renderToStaticMarkup(h(ProposalSummary, { view: view('sent'), locale: 'fr', t: fr.proposals.page }))
    expect(taxed).toContain('TPS (5 %)')
    expect(taxed).toContain('TVQ (9,975 %)')
    expect(taxed).toMatch(/3\s449,25\s\$/)
    expect(taxed).toContain('Reportage de mariage')
    expect(taxed).not.toContain('Wedding coverage')
    const untaxed = renderToStaticMarkup(
      h(ProposalSummary, { view: view('sent', { gst: 0, qst: 0, total: 300000 }), locale: 'en', t: en.proposals.page }),
    )
    expect(untaxed).not.toContain('GST')
    expect(untaxed).toContain('$3,000.00')
  })

  it('lists each installment with when it falls due and its state, in the page language', () => {
    const out = renderToStaticMarkup(h(ProposalSchedule, { view: view('sent'), locale: 'fr', t: fr.proposals.page }))
    expect(out).toContain('À la signature')
    expect(out).toContain('29 mai 2027')
    expect(out).toContain('À payer')
  })

  it('asks for name, signature, consent and the language signed, French chosen unless the client picks English', () => {
    const props = {
      token: 't'.repeat(43),
      locale: 'en' as const,
      submitLabel: 'Sign and pay $1,034.78',
      t: en.proposals.sign,
    }
    const out = renderToStaticMarkup(h(SignForm, { ...props, autopay: true }))
    const input = (name: string, value?: string) =>
      out.match(new RegExp(`<input[^>]*name="${name}"${value ? `[^>]*value="${value}"` : ''}[^>]*>`))?.[0] ?? ''
    expect(input('language', 'fr')).toContain('checked')
    expect(input('language', 'en')).not.toContain('checked')
    expect(input('consent')).toContain('type="checkbox"')
    expect(input('consent')).not.toContain('checked')
    expect(out).toContain('name="autopay"')
    expect(out).toMatch(/<canvas[^>]*role="img"[^>]*aria-labelledby="signature-label"/)
    expect(out).toContain(en.proposals.sign.useTypedName)
    // No saved card offered on a proposal that does not offer automatic payment.
    expect(renderToStaticMarkup(h(SignForm, { ...props, autopay: false }))).not.toContain('name="autopay"')
  })

  it('once signed, offers to pay what is due, and the signed PDF only once paid', () => {
    const token = 'x'.repeat(43)
    const signed = renderToStaticMarkup(
      h(ProposalSigned, { view: view('signed'), token, locale: 'en', t: en.proposals.state }),
    )
    expect(signed).toContain('Pay $1,034.78 now')
    expect(signed).not.toContain('contract.pdf')
    const booked = view('booked', {
      installments: [installment(1, 'signing', 103478, 'paid'), installment(2, '2027-05-29', 241447, 'due')],
    })
    const out = renderToStaticMarkup(h(ProposalSigned, { view: booked, token, locale: 'fr', t: fr.proposals.state }))
    expect(out).toContain(`/api/proposals/${token}/contract.pdf`)
    expect(out).toMatch(/1\s034,78\s\$ payé sur 3\s449,25\s\$/)
    expect(out).toMatch(/Payer 2\s414,47\s\$ maintenant/)
  })

  it('says a link leads nowhere without naming anything behind it, in the language of the URL', () => {
    const unknown = renderToStaticMarkup(h(ProposalGone, { kind: 'unknown', locale: 'fr', t: fr.proposals.gone }))
    expect(unknown).toContain(fr.proposals.gone.unknownTitle)
    expect(unknown).toContain('href="/fr/contact"')
    const withdrawn = renderToStaticMarkup(h(ProposalGone, { kind: 'withdrawn', locale: 'en', t: en.proposals.gone }))
    expect(withdrawn).toContain(en.proposals.gone.withdrawnTitle)
  })
})

describe("the dashboard form's request body", () => {
  it('sends N days before the event as its day, the remainder as rest, and amounts in cents', () => {
    const draft = {
      ...emptyDraft(new Date('2027-01-10T15:00:00Z')),
      client: { name: ' Camille Roy ', email: 'camille@example.com', locale: 'fr' as const },
      event: { date: '2027-06-12', location: 'Montréal' },
      items: [{ fr: 'Reportage', en: 'Coverage', quantity: '2', unitAmount: '1 250,50' }],
      contractTemplate: '3',
    }
    const body = proposalBody(draft)
    expect(body.client.name).toBe('Camille Roy')
    expect(body.items).toEqual([{ label: { fr: 'Reportage', en: 'Coverage' }, quantity: 2, unitAmount: 125050 }])
    expect(body.contractTemplate).toBe(3)
    expect(body.schedule).toEqual([
      { due: 'signing', percent: 30 },
      { daysBeforeEvent: 14, rest: true },
    ])
    // Fourteen days after the day in Montréal (10 a.m. there), to that day's last second, in winter time.
    expect(body.expiresAt).toBe('2027-01-24T23:59:59-05:00')
  })

  it('leaves what it cannot read as typed, for the server to name the field', () => {
    const body = proposalBody({ ...emptyDraft(), items: [{ fr: 'a', en: 'b', quantity: '1', unitAmount: '12.345' }] })
    expect(body.items[0]!.unitAmount).toBe('12.345')
    // No template chosen: left out, so the schema says "choose a template" rather than a type error.
    expect('contractTemplate' in body && body.contractTemplate !== undefined).toBe(false)
  })

  it("ends an expiry day at its last second in Montréal, in that day's offset", () => {
    expect(endOfMontrealDay('2027-01-24')).toBe('2027-01-24T23:59:59-05:00')
    expect(endOfMontrealDay('2027-07-01')).toBe('2027-07-01T23:59:59-04:00')
    // The day the clocks go back: its last second is already in winter time.
    expect(endOfMontrealDay('2027-11-07')).toBe('2027-11-07T23:59:59-05:00')
    expect(new Date(endOfMontrealDay('2027-03-14')).toISOString()).toBe('2027-03-15T03:59:59.000Z')
  })
})
