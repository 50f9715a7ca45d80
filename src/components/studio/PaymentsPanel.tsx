'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, Undo2 } from 'lucide-react'
import { useId, useState } from 'react'

import { describedBy, Field, inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import { formatCents } from '@/i18n/money'
import type {
  AdminPayment,
  AdminRefund,
  BalanceAnswer,
  PaymentTotals,
  PeriodTotals,
  RefundAnswer,
} from '@/lib/payments/admin-shape'
import { centsToDecimal } from '@/lib/payments/money'
import { studioRefundSchema } from '@/lib/payments/schemas'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { AmountField } from './AmountField'
import { validationText, type AdminMessages } from './admin-messages'
import { apiRequest } from '@/lib/api/request'

import { adminJson, serverFieldErrors, serverMessage, withLocale } from './api'
import { saveDownload } from './download'
import { formatDateTime } from './format'
import { cardClass, CardTop, ListStates, RecordList } from './RecordList'
import { Badge, ChipGroup, ExpandButton, smallButton, type BadgeTone } from './ui'

export const PAYMENTS_PATH = '/api/admin/payments'
export const TOTALS_PATH = '/api/admin/payment-totals'
export const MOVEMENTS_PATH = '/api/admin/payment-movements'

const STATUS_TONES: Record<AdminPayment['status'], BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  expired: 'neutral',
  failed: 'danger',
  refunded: 'info',
  partially_refunded: 'info',
  disputed: 'danger',
  canceled: 'neutral',
}
const REFUND_TONES = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const

const money = (cents: number, locale: Locale) => formatCents(cents, locale)

/** The amount as the form shows it: "120.50", or "120,50" in French (parseCents reads both). */
const typedAmount = (cents: number, locale: Locale) =>
  locale === 'fr' ? centsToDecimal(cents).replace('.', ',') : centsToDecimal(cents)

/** Payments tab: what the studio files (totals by month or quarter), then every payment with its refunds. */
export function PaymentsPanel() {
  const t = useAdminMessages()
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <TotalsCard />
      <RecordList<AdminPayment>
        path={PAYMENTS_PATH}
        tab="payments"
        csvName="payments"
        searchPlaceholder={t.payments.searchPlaceholder}
        renderItem={(payment) => <PaymentCard payment={payment} />}
      />
    </div>
  )
}

type Grouping = 'months' | 'quarters'

function TotalsCard() {
  const t = useAdminMessages()
  const p = t.payments
  const locale = useAdminLocale()
  const id = useId()
  const [grouping, setGrouping] = useState<Grouping>('months')
  const totals = useQuery({
    queryKey: [TOTALS_PATH],
    queryFn: () => adminJson<PaymentTotals>('GET', TOTALS_PATH),
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
          <div
            role="region"
            aria-label={p.tableRegion}
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-line focus:outline-none focus:ring-2 focus:ring-gold-deep/30"
          >
            <table className="min-w-full text-right text-sm" data-testid="payment-totals">
              <caption className="sr-only">
                {p.totalsTitle} ({grouping === 'months' ? p.month : p.quarter})
              </caption>
              <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    {p.period}
                  </th>
                  {columns.map(([label]) => (
                    <th key={label} scope="col" className="whitespace-nowrap px-3 py-2">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.period} className="border-t border-line">
                    <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-semibold">
                      {periodLabel(row.period, locale)}
                    </th>
                    {columns.map(([label, value]) => (
                      <td key={label} className="whitespace-nowrap px-3 py-2 tabular-nums">
                        {value(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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

function paidForText(p: AdminMessages['payments'], payment: AdminPayment): string | null {
  const f = payment.paidFor
  if (!f) return null
  return fill(p[f.kind], { id: f.id, name: f.name })
}

function PaymentCard({ payment }: { payment: AdminPayment }) {
  const t = useAdminMessages()
  const p = t.payments
  const locale = useAdminLocale()
  const headingId = `payment-${payment.id}`
  return (
    <article className={cardClass} aria-labelledby={headingId}>
      <CardTop
        heading={
          <div className="min-w-0">
            <h3 id={headingId} className="break-words text-xl">
              {fill(p.title, { offer: payment.offerName, id: payment.id })}
            </h3>
            <p className="text-sm text-ink-soft">
              {fill(t.list.received, { date: formatDateTime(payment.createdAt, locale) })}
            </p>
          </div>
        }
        badges={<Badge tone={STATUS_TONES[payment.status]}>{p.statuses[payment.status]}</Badge>}
        details={[
          [p.paidFor, paidForText(p, payment)],
          [p.email, payment.email],
          [p.purpose, p.purposes[payment.purpose]],
          [p.paidAt, payment.paidAt ? formatDateTime(payment.paidAt, locale) : null],
          [p.subtotal, money(payment.subtotal, locale)],
          [p.gst, money(payment.gst, locale)],
          [p.qst, money(payment.qst, locale)],
          [p.total, <strong key="total">{money(payment.total, locale)}</strong>],
          [p.amountRefunded, payment.amountRefunded > 0 ? money(payment.amountRefunded, locale) : null],
          [p.amountRefundPending, payment.amountRefundPending > 0 ? money(payment.amountRefundPending, locale) : null],
          [p.remaining, payment.refundable > 0 ? money(payment.refundable, locale) : null],
          [p.balanceDue, payment.balance ? money(payment.balance.total, locale) : null],
        ]}
      />
      {payment.refunds.length > 0 && (
        <section aria-labelledby={`${headingId}-refunds`} className="mt-4">
          <h4 id={`${headingId}-refunds`} className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
            {p.refundsTitle}
          </h4>
          <ul className="mt-2 grid gap-2 text-sm">
            {payment.refunds.map((r) => (
              <RefundLine key={r.id} refund={r} payment={payment} />
            ))}
          </ul>
        </section>
      )}
      {payment.refundable > 0 && <RefundForm payment={payment} />}
      {payment.balance && <BalanceRequest payment={payment} total={payment.balance.total} />}
      {payment.balanceId !== null && (
        <p className="mt-3 text-sm text-ink-soft">{fill(p.balanceRequested, { id: payment.balanceId })}</p>
      )}
    </article>
  )
}

/** Where a refund stands: ours (sent, made, failed) and, while pending, Stripe's own word. */
function refundBadge(p: AdminMessages['payments'], r: AdminRefund): string {
  if (r.status === 'pending' && (r.stripeStatus === 'pending' || r.stripeStatus === 'requires_action')) {
    return p.stripeStates[r.stripeStatus]
  }
  return p.refundStatuses[r.status]
}

/** Why Stripe refused or failed a refund, in the screen's language (Stripe's code when it is not a known one). */
function failureText(p: AdminMessages['payments'], code: string): string {
  const known = p.failureReasons as Record<string, string>
  return code in known && code !== 'other' ? known[code]! : fill(p.failureReasons.other, { code })
}

/**
 * One refund: its amount, day and reason, where it stands, why Stripe refused or failed it, and,
 * for a failed one nobody tried again while the payment still holds its amount, a retry.
 */
function RefundLine({ refund: r, payment }: { refund: AdminRefund; payment: AdminPayment }) {
  const t = useAdminMessages()
  const p = t.payments
  const locale = useAdminLocale()
  const queryClient = useQueryClient()
  const retry = useMutation({
    mutationFn: () => adminJson<RefundAnswer>('POST', `/api/admin/refunds/${r.id}/retry`, {}),
    onSuccess: (answer) => {
      refundToast(p, answer, locale)
      void queryClient.invalidateQueries({ queryKey: [PAYMENTS_PATH] })
      void queryClient.invalidateQueries({ queryKey: [TOTALS_PATH] })
    },
    onError: (error) => toast({ title: p.retryFailed, description: serverMessage(error), variant: 'destructive' }),
  })
  const canRetry = r.status === 'failed' && r.retriedBy === null && payment.refundable >= r.amount
  return (
    <li className="flex flex-wrap items-center gap-2" data-testid={`refund-${r.id}`}>
      <span className="break-words">
        {fill(p.refundLine, {
          amount: money(r.amount, locale),
          date: formatDateTime(r.refundedAt ?? r.createdAt, locale),
          reason: r.note ? `${p.reasons[r.reason]} (${r.note})` : p.reasons[r.reason],
        })}
      </span>
      <Badge tone={REFUND_TONES[r.status]}>{refundBadge(p, r)}</Badge>
      {r.retryOf !== null && <span className="text-ink-soft">{fill(p.retryOf, { id: r.retryOf })}</span>}
      {r.status === 'failed' && r.failureReason && (
        <span className="text-ink-soft">{fill(p.failedBecause, { reason: failureText(p, r.failureReason) })}</span>
      )}
      {r.retriedBy !== null && <span className="text-ink-soft">{fill(p.retriedAs, { id: r.retriedBy })}</span>}
      {canRetry && (
        <button
          type="button"
          className={smallButton}
          disabled={retry.isPending}
          aria-label={fill(p.retryFor, { id: r.id })}
          onClick={() => retry.mutate()}
        >
          {retry.isPending ? p.retrying : p.retry}
        </button>
      )}
    </li>
  )
}

/** What the studio is told once a refund was asked of Stripe: made, pending there, or refused. */
function refundToast(p: AdminMessages['payments'], answer: RefundAnswer, locale: Locale) {
  const vars = { amount: money(answer.refund.amount, locale), email: answer.payment.email }
  if (answer.replayed) toast({ title: p.refundAlreadySent })
  else if (answer.refund.status === 'succeeded')
    toast({ title: p.refundDone, description: fill(p.refundedDescription, vars) })
  else if (answer.refund.status === 'failed')
    toast({
      title: p.refundRefused,
      description: fill(p.refundRefusedDescription, {
        reason: failureText(p, answer.refund.failureReason ?? 'unknown'),
      }),
      variant: 'destructive',
    })
  else if (answer.refund.stripeStatus)
    toast({ title: p.refundAtStripe, description: fill(p.refundAtStripeDescription, vars) })
  else toast({ title: p.refundPending, description: fill(p.refundPendingDescription, vars) })
}

/** A paid deposit's balance, asked of the client by e-mail (its amount is the server's, never typed). */
function BalanceRequest({ payment, total }: { payment: AdminPayment; total: number }) {
  const t = useAdminMessages()
  const p = t.payments
  const locale = useAdminLocale()
  const queryClient = useQueryClient()
  const request = useMutation({
    mutationFn: () => adminJson<BalanceAnswer>('POST', `${PAYMENTS_PATH}/${payment.id}/balance-request`, {}),
    onSuccess: (answer) => {
      toast({
        title: p.balanceSent,
        description: fill(p.balanceSentDescription, {
          email: answer.balance.email,
          amount: money(answer.balance.total, locale),
        }),
      })
      void queryClient.invalidateQueries({ queryKey: [PAYMENTS_PATH] })
    },
    onError: (error) => toast({ title: p.balanceFailed, description: serverMessage(error), variant: 'destructive' }),
  })
  return (
    <div className="mt-4 grid gap-1">
      <div>
        <button type="button" className={smallButton} disabled={request.isPending} onClick={() => request.mutate()}>
          {request.isPending ? p.requestingBalance : fill(p.requestBalance, { amount: money(total, locale) })}
        </button>
      </div>
      <p className="text-sm text-ink-soft">{p.balanceHint}</p>
    </div>
  )
}

function RefundForm({ payment }: { payment: AdminPayment }) {
  const t = useAdminMessages()
  const p = t.payments
  const locale = useAdminLocale()
  const queryClient = useQueryClient()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState(() => typedAmount(payment.suggestedRefund, locale))
  const [reason, setReason] = useState('')
  // One id per opened form: the server refunds once however often this form is sent.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const [errors, setErrors] = useState<Record<string, string>>({})

  const refund = useMutation({
    mutationFn: (body: { amount: string; reason: string; requestId: string }) =>
      adminJson<RefundAnswer>('POST', `${PAYMENTS_PATH}/${payment.id}/refunds`, body),
    onSuccess: (answer) => {
      refundToast(p, answer, locale)
      setOpen(false)
      setReason('')
      setRequestId(crypto.randomUUID())
      void queryClient.invalidateQueries({ queryKey: [PAYMENTS_PATH] })
      void queryClient.invalidateQueries({ queryKey: [TOTALS_PATH] })
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error))
      toast({ title: p.refundFailed, description: serverMessage(error), variant: 'destructive' })
    },
  })

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = studioRefundSchema.safeParse({ amount, reason, requestId })
    if (!parsed.success) {
      return setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), validationText(t, issue.message) ?? '']),
        ),
      )
    }
    setErrors({})
    refund.mutate({ amount, reason, requestId })
  }

  const parsedAmount = studioRefundSchema.shape.amount.safeParse(amount)
  const regionId = `${id}-refund`
  return (
    <div className="mt-4">
      <ExpandButton
        open={open}
        controls={regionId}
        label={fill(p.refundFor, { id: payment.id })}
        onToggle={() => {
          // Each opening starts from what the policy gives now, in the screen's language: after a
          // partial refund the remainder, not what was typed the last time.
          if (!open) {
            setAmount(typedAmount(payment.suggestedRefund, locale))
            setErrors({})
          }
          setOpen(!open)
        }}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        {p.refund}
      </ExpandButton>
      <div id={regionId} hidden={!open}>
        {open && (
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label={fill(p.refundFor, { id: payment.id })}
            className="mt-3 grid gap-3 rounded-2xl border border-line bg-cream p-4 sm:max-w-xl"
          >
            <AmountField
              id={`${id}-amount`}
              label={p.refundAmount}
              error={errors.amount}
              hint={fill(p.refundHint, { remaining: money(payment.refundable, locale) })}
              value={amount}
              onChange={setAmount}
            />
            <Field id={`${id}-reason`} label={p.refundReason} required error={errors.reason}>
              <textarea
                id={`${id}-reason`}
                value={reason}
                rows={3}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={Boolean(errors.reason)}
                aria-required="true"
                aria-describedby={describedBy(`${id}-reason`, { error: errors.reason })}
                className={inputClass}
              />
            </Field>
            <div>
              <button type="submit" className={smallButton} disabled={refund.isPending}>
                {refund.isPending
                  ? p.refunding
                  : parsedAmount.success
                    ? fill(p.refundSubmit, { amount: money(parsedAmount.data, locale) })
                    : p.refundSubmitPlain}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  )
}
