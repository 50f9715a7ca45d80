'use client'

import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useId, useState } from 'react'

import { toast } from '@/components/ui/toast'
import type { Locale } from '@/i18n/routing'
import { apiRequest } from '@/lib/api/request'
import type { PaymentTotals as Totals, PeriodTotals } from '@/lib/payments/admin-shape'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage, withLocale } from './api'
import { saveDownload } from './download'
import { ChipGroup, smallButton } from './kit/buttons'
import { cardClass } from './kit/cards'
import { DataTable } from './kit/DataTable'
import { ListStates } from './ListStates'
import { money, MOVEMENTS_PATH, TOTALS_PATH } from './payments-paths'

type Grouping = 'months' | 'quarters'

/** What the studio files: sales, taxes and refunds by month or quarter, and every movement as a CSV. */
export function PaymentTotals() {
  const t = useAdminMessages()
  const p = t.payments
  const locale = useAdminLocale()
  const id = useId()
  const [grouping, setGrouping] = useState<Grouping>('months')
  const totals = useQuery({
    queryKey: [TOTALS_PATH],
    queryFn: () => adminJson<Totals>('GET', TOTALS_PATH),
  })
  const rows = totals.data?.[grouping] ?? []
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      await saveDownload(await apiRequest('GET', withLocale(MOVEMENTS_PATH)), 'payment-movements.csv')
    } catch (error) {
      toast({ title: t.list.downloadFailed, description: serverMessage(error), variant: 'destructive' })
    } finally {
      setDownloading(false)
    }
  }
  const columns: [string, (row: PeriodTotals) => string][] = [
    [p.paymentsCount, (r) => String(r.payments)],
    [p.sales, (r) => money(r.sales, locale)],
    [p.gst, (r) => money(r.gst, locale)],
    [p.qst, (r) => money(r.qst, locale)],
    [p.refunded, (r) => money(r.refundedTotal, locale)],
    [p.refundedGst, (r) => money(r.refundedGst, locale)],
    [p.refundedQst, (r) => money(r.refundedQst, locale)],
    [p.netSales, (r) => money(r.netSales, locale)],
    [p.netGst, (r) => money(r.netGst, locale)],
    [p.netQst, (r) => money(r.netQst, locale)],
  ]
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} min-w-0`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h2 id={`${id}-title`} className="text-2xl">
          {p.totalsTitle}
        </h2>
        <ChipGroup<Grouping>
          label={p.byPeriod}
          values={['months', 'quarters']}
          value={grouping}
          onChange={setGrouping}
          labelOf={(g) => (g === 'months' ? p.month : p.quarter)}
          className="flex flex-wrap gap-2"
          testId="totals-grouping"
        />
      </div>
      <p className="mt-2 max-w-3xl text-sm text-ink-soft">{p.totalsNote}</p>
      <button type="button" onClick={download} disabled={downloading} className={`${smallButton} mt-3`}>
        <Download aria-hidden="true" className="size-4" />
        {downloading ? t.list.downloading : p.movementsCsv}
      </button>
      <div className="mt-4">
        <ListStates
          pending={totals.isPending}
          failed={totals.isError}
          detail={serverMessage(totals.error) ?? p.totalsFailed}
          onRetry={() => totals.refetch()}
          empty={rows.length === 0}
          emptyText={p.totalsEmpty}
        >
          {/* A wide table scrolls sideways on a phone; the region is focusable so a keyboard can scroll it. */}
          <DataTable
            look="figures"
            scrollLabel={p.tableRegion}
            tableTestId="payment-totals"
            caption={`${p.totalsTitle} (${grouping === 'months' ? p.month : p.quarter})`}
            head={[p.period, ...columns.map(([label]) => label)]}
            rows={rows.map((row) => [periodLabel(row.period, locale), ...columns.map(([, value]) => value(row))])}
          />
        </ListStates>
      </div>
    </section>
  )
}

/** `2026-11` → "November 2026" / "novembre 2026"; `2026-Q4` → "Q4 2026" / "T4 2026". */
function periodLabel(period: string, locale: Locale): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period)
  if (quarter) return `${locale === 'fr' ? 'T' : 'Q'}${quarter[2]} ${quarter[1]}`
  const month = /^(\d{4})-(\d{2})$/.exec(period)
  if (!month) return period
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 15)))
}
