import type { Locale } from '@/i18n/routing'

import { formatDay, money } from './format'
import type { ProposalPageView, ProposalTexts } from './types'

type Props = { view: ProposalPageView; locale: Locale; t: ProposalTexts['page'] }

/** The services, their totals with the taxes as receipts show them (none without tax numbers). */
export function ProposalSummary({ view, locale, t }: Props) {
  const taxes = view.gst > 0 || view.qst > 0
  return (
    <section aria-labelledby="proposal-items" className="grid gap-4">
      <h2 id="proposal-items" className="text-2xl">
        {t.itemsTitle}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm sm:text-base">
          <thead className="border-b border-line text-ink-soft">
            <tr>
              <th scope="col" className="py-2 pr-2 font-medium">
                {t.item}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t.quantity}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                {t.unitAmount}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((item, index) => (
              <tr key={index} className="border-b border-line/60 align-top">
                <td className="py-2 pr-2">{item.label[locale]}</td>
                <td className="px-2 py-2 text-right tabular-nums">{item.quantity}</td>
                <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell">
                  {money(item.unitAmount, locale)}
                </td>
                <td className="py-2 pl-2 text-right tabular-nums">{money(item.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        {taxes && (
          <>
            <dt>{t.subtotal}</dt>
            <dd className="text-right">{money(view.subtotal, locale)}</dd>
            <dt>{t.gst}</dt>
            <dd className="text-right">{money(view.gst, locale)}</dd>
            <dt>{t.qst}</dt>
            <dd className="text-right">{money(view.qst, locale)}</dd>
          </>
        )}
        <dt className="font-semibold">{t.total}</dt>
        <dd className="text-right font-semibold">{money(view.total, locale)}</dd>
      </dl>
    </section>
  )
}

/** Each installment: when it falls due, its amount and its state. */
export function ProposalSchedule({ view, locale, t }: Props) {
  const label = (status: string) => (t.installmentStatus as Record<string, string>)[status] ?? status
  return (
    <section aria-labelledby="proposal-schedule" className="grid gap-4">
      <h2 id="proposal-schedule" className="text-2xl">
        {t.scheduleTitle}
      </h2>
      <ol className="grid gap-2">
        {view.installments.map((installment, index) => (
          <li
            key={index}
            className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-2xl border border-line px-4 py-3"
          >
            <span>{installment.due === 'signing' ? t.dueAtSigning : formatDay(installment.due, locale)}</span>
            <span className="tabular-nums font-semibold">{money(installment.amount, locale)}</span>
            <span className="w-full text-sm text-ink-soft sm:w-auto">{label(installment.status)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
