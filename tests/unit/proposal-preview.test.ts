/**
 * The dashboard's preview of a draft (src/components/studio/proposals/ProposalPreview.tsx) as the
 * server renders it, from the read call's answer: a merge field the template names but no proposal
 * fills is shown to the owner, in the dashboard's language, before any attempt to send.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AdminI18nProvider } from '@/components/studio/AdminI18n'
import { ProposalPreview } from '@/components/studio/proposals/ProposalPreview'
import { PROPOSALS_PATH } from '@/components/studio/proposals/shape'

const created = {
  id: 7,
  status: 'draft' as const,
  subtotal: 100_000,
  gst: 5_000,
  qst: 9_975,
  total: 114_975,
  installments: [{ due: 'signing', amount: 114_975 }],
}

/** The preview with the read call's answer already in hand (as once it arrived). */
function render(locale: 'fr' | 'en', unknownFields: string[]) {
  const queries = new QueryClient()
  queries.setQueryData([PROPOSALS_PATH, created.id], {
    contract: {
      frozen: false,
      preview: {
        missing: [],
        unknownFields,
        languages: {
          fr: { title: 'Contrat', html: '<p>Bonjour</p>' },
          en: { title: 'Contract', html: '<p>Hello</p>' },
        },
      },
    },
  })
  const preview = h(ProposalPreview, { created })
  return renderToStaticMarkup(
    h(QueryClientProvider, { client: queries, children: h(AdminI18nProvider, { locale, children: preview }) }),
  )
}

describe('the draft’s preview in the Proposals tab', () => {
  it('names the unknown merge fields in an alert, in French and in English', () => {
    const fr = render('fr', ['client.nom', 'event.lieu'])
    expect(fr).toMatch(/role="alert"[^>]*>Champs de fusion inconnus : \{\{client\.nom\}\}, \{\{event\.lieu\}\}/)
    const en = render('en', ['client.nom'])
    expect(en).toMatch(/role="alert"[^>]*>Unknown merge fields: \{\{client\.nom\}\}/)
  })

  it('raises no alert when every field is known, and shows the contract French first', () => {
    const html = render('fr', [])
    expect(html).not.toMatch(/role="alert"/)
    expect(html.indexOf('Bonjour')).toBeLessThan(html.indexOf('Hello'))
  })
})
