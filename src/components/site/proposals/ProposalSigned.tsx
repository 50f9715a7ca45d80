import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'

import { money } from './format'
import { PayButton } from './PayButton'
import { hasContractPdf, type ProposalPageView, type ProposalTexts } from './types'

type Props = { view: ProposalPageView; token: string; locale: Locale; t: ProposalTexts['state'] }

/** After signing: "signed", what is paid, the pay button for a due installment, the signed PDF once paid. */
export function ProposalSigned({ view, token, locale, t }: Props) {
  const paid = view.installments.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amount, 0)
  // The first installment not paid: the deposit before the first payment, then the next one due.
  const next = view.installments.find((i) => i.status !== 'paid')
  const pdf = `/api/proposals/${encodeURIComponent(token)}/contract.pdf`
  return (
    <section
      aria-labelledby="proposal-signed"
      className="grid gap-4 rounded-3xl border-2 border-gold-deep bg-white p-6"
      data-testid="proposal-signed"
    >
      <h2 id="proposal-signed" className="text-2xl">
        {t.signedTitle}
      </h2>
      <p>{t.signedOn}</p>
      {view.signature && (
        // Shown here only, on the client's own link (and in the PDF): never in the dashboard.
        // eslint-disable-next-line @next/next/no-img-element -- a data URL, nothing for the image optimizer
        <img
          src={view.signature.image}
          alt={fill(t.signatureAlt, { name: view.signature.name })}
          className="h-24 w-auto max-w-full self-start rounded-xl border border-line bg-white p-2"
        />
      )}
      <h3 className="font-semibold">{t.payment}</h3>
      <p data-testid="proposal-paid">
        {view.status === 'paid' || paid >= view.total
          ? t.paidAll
          : paid === 0
            ? t.awaitingDeposit
            : fill(t.paidSoFar, { paid: money(paid, locale), total: money(view.total, locale) })}
      </p>
      {next && view.status !== 'paid' && (
        <PayButton
          token={token}
          locale={locale}
          label={fill(t.pay, { amount: money(next.amount, locale) })}
          busyLabel={t.paying}
          failed={t.payFailed}
        />
      )}
      {hasContractPdf(view.status) && (
        <a href={pdf} className="btn btn-outline w-full sm:w-auto" download>
          {t.download}
        </a>
      )}
    </section>
  )
}
