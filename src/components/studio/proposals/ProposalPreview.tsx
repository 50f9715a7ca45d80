'use client'

import { useQuery } from '@tanstack/react-query'

import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'

import { useAdminLocale, useAdminMessages } from '@/components/studio/AdminI18n'
import { adminJson } from '@/components/studio/api'
import { formatDay } from '@/components/studio/format'
import type { Created } from './ProposalForm'
import { PROPOSALS_PATH } from './shape'

/** What `GET /api/admin/proposals/{id}` gives a draft's preview: the filled contract in each language, escaped by the server. */
interface Detail {
  contract:
    | { frozen: true }
    | {
        frozen: false
        preview: {
          missing: string[]
          unknownFields: string[]
          languages: Partial<Record<'fr' | 'en', { title: string; html: string }>>
        }
      }
}

/**
 * A draft just saved: the server's totals and installments, then the contract as the client will
 * read it, French first, with any merge field the template names but no proposal fills flagged
 * (the send call refuses such a proposal; this is where the owner sees why before trying).
 */
export function ProposalPreview({ created }: { created: Created }) {
  const all = useAdminMessages()
  const t = all.proposals
  const locale = useAdminLocale()
  const money = (cents: number) => formatCents(cents, locale)
  const detail = useQuery({
    queryKey: [PROPOSALS_PATH, created.id],
    queryFn: () => adminJson<Detail>('GET', `${PROPOSALS_PATH}/${created.id}`),
  })
  const preview = detail.data && !detail.data.contract.frozen ? detail.data.contract.preview : undefined
  const unknown = preview?.unknownFields ?? []
  const taxed = created.gst > 0 || created.qst > 0
  return (
    <section aria-labelledby="proposal-preview" className="grid gap-4 rounded-2xl border border-line bg-white p-4">
      <h3 id="proposal-preview" className="text-xl font-semibold">
        {t.preview.title}
      </h3>
      <p role="status">{t.form.created}</p>
      <dl className="grid max-w-xs grid-cols-[1fr_auto] gap-x-4 tabular-nums" data-testid="proposal-totals">
        {taxed && (
          <>
            <dt>{t.form.subtotal}</dt>
            <dd className="text-right">{money(created.subtotal)}</dd>
            <dt>{t.form.gst}</dt>
            <dd className="text-right">{money(created.gst)}</dd>
            <dt>{t.form.qst}</dt>
            <dd className="text-right">{money(created.qst)}</dd>
          </>
        )}
        <dt className="font-semibold">{t.form.total}</dt>
        <dd className="text-right font-semibold">{money(created.total)}</dd>
      </dl>
      {!taxed && <p className="text-sm text-ink-soft">{t.form.noTax}</p>}
      <h4 className="font-semibold">{t.preview.installments}</h4>
      <ol className="list-decimal pl-5 tabular-nums">
        {created.installments.map((installment, index) => (
          <li key={index}>
            {installment.due === 'signing' ? t.preview.atSigning : formatDay(installment.due, locale)} ·{' '}
            {money(installment.amount)}
          </li>
        ))}
      </ol>
      {unknown.length > 0 && (
        <p role="alert" className="rounded-xl border border-danger p-3 font-semibold text-danger">
          {fill(t.preview.unknownFields, { fields: unknown.map((f) => `{{${f}}}`).join(', ') })}
        </p>
      )}
      {(['fr', 'en'] as const).map((lang) => {
        const version = preview?.languages[lang]
        if (!version?.html) return null
        return (
          <details key={lang} open={lang === 'fr'} className="rounded-xl border border-line p-3" lang={lang}>
            <summary className="cursor-pointer font-semibold">
              {version.title} ({all.common.languages[lang]})
            </summary>
            {/* Escaped by the server's contract renderer; unknown fields come marked. */}
            <div className="contract-text mt-3" dangerouslySetInnerHTML={{ __html: version.html }} />
          </details>
        )
      })}
    </section>
  )
}
