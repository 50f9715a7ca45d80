'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Copy, CreditCard, Download, Send, XCircle } from 'lucide-react'
import { useState } from 'react'

import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import { apiRequest, isApiError } from '@/lib/api/request'

import { useAdminLocale, useAdminMessages } from '@/components/studio/AdminI18n'
import { adminJson, serverMessage, withLocale } from '@/components/studio/api'
import { saveDownload } from '@/components/studio/download'
import { formatDay } from '@/components/studio/format'
import { Badge, type BadgeTone } from '@/components/studio/kit/Badge'
import { smallButton } from '@/components/studio/kit/buttons'
import { PROPOSALS_PATH, type AdminProposal } from './shape'

const TONES: Record<AdminProposal['status'], BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  viewed: 'info',
  signed: 'warning',
  booked: 'success',
  paid: 'success',
  withdrawn: 'neutral',
  expired: 'neutral',
}

type Action = 'send' | 'withdraw' | 'duplicate' | 'charge-next'

/** One proposal: status, client, event, total, paid, next due; and what the studio can do with it now. */
export function ProposalCard({ proposal }: { proposal: AdminProposal }) {
  const t = useAdminMessages().proposals
  const locale = useAdminLocale()
  const queries = useQueryClient()
  const [downloading, setDownloading] = useState(false)
  const money = (cents: number) => formatCents(cents, locale)
  const next = proposal.nextDue
  const nextText = !next
    ? t.columns.none
    : `${next.due === 'signing' ? t.preview.atSigning : formatDay(next.due, locale)} · ${money(next.amount)}`

  const act = useMutation({
    mutationFn: (action: Action) =>
      adminJson<{ status: string; code?: string }>('POST', `${PROPOSALS_PATH}/${proposal.id}/${action}`, {}),
    onSuccess: (_, action) => {
      const done = {
        send: fill(t.actions.sent, { email: proposal.client.email }),
        withdraw: t.actions.withdrawn,
        duplicate: t.actions.duplicated,
        'charge-next': t.actions.charged,
      }[action]
      toast({ title: done })
      void queries.invalidateQueries({ queryKey: [PROPOSALS_PATH] })
    },
    onError: (error, action) => {
      const code = isApiError(error) ? (error.body as { code?: string } | undefined)?.code : undefined
      const description =
        action === 'charge-next' && isApiError(error) && error.status === 402
          ? fill(t.actions.chargeFailed, { code: code ?? '' })
          : serverMessage(error)
      toast({ title: t.actions.failed, description, variant: 'destructive' })
      void queries.invalidateQueries({ queryKey: [PROPOSALS_PATH] })
    },
  })
  const run = (action: Action, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return
    act.mutate(action)
  }
  const download = async () => {
    setDownloading(true)
    try {
      const res = await apiRequest('GET', withLocale(`${PROPOSALS_PATH}/${proposal.id}/contract.pdf`))
      await saveDownload(res, `contract-${proposal.id}.pdf`)
    } catch (error) {
      toast({ title: t.actions.failed, description: serverMessage(error), variant: 'destructive' })
    } finally {
      setDownloading(false)
    }
  }

  const { status } = proposal
  const open = status === 'sent' || status === 'viewed'
  const signed = status === 'signed' || status === 'booked' || status === 'paid'
  return (
    <li className="grid gap-3 rounded-2xl border border-line bg-white p-4" data-testid="proposal-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {proposal.client.name} <span className="font-normal text-ink-soft">· {proposal.client.email}</span>
        </p>
        <Badge tone={TONES[status]}>{t.status[status]}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-soft">{t.columns.eventDate}</dt>
          <dd>{formatDay(proposal.eventDate, locale)}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t.columns.total}</dt>
          <dd className="tabular-nums">{money(proposal.total)}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t.columns.paid}</dt>
          <dd className="tabular-nums">{money(proposal.paid)}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t.columns.nextDue}</dt>
          <dd>
            {nextText} {next?.overdue && <Badge tone="danger">{t.due.overdue}</Badge>}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {(status === 'draft' || open) && (
          <button type="button" className={smallButton} disabled={act.isPending} onClick={() => run('send')}>
            <Send aria-hidden="true" className="size-4" />
            {status === 'draft' ? t.actions.send : t.actions.resend}
          </button>
        )}
        {(status === 'draft' || open) && (
          <button
            type="button"
            className={smallButton}
            disabled={act.isPending}
            onClick={() => run('withdraw', t.actions.withdrawConfirm)}
          >
            <XCircle aria-hidden="true" className="size-4" />
            {t.actions.withdraw}
          </button>
        )}
        <button type="button" className={smallButton} disabled={act.isPending} onClick={() => run('duplicate')}>
          <Copy aria-hidden="true" className="size-4" />
          {t.actions.duplicate}
        </button>
        {(status === 'booked' || status === 'signed') && (
          <button
            type="button"
            className={smallButton}
            disabled={act.isPending}
            onClick={() => run('charge-next', t.actions.chargeConfirm)}
          >
            <CreditCard aria-hidden="true" className="size-4" />
            {t.actions.chargeNext}
          </button>
        )}
        {signed && (
          <button type="button" className={smallButton} disabled={downloading} onClick={download}>
            <Download aria-hidden="true" className="size-4" />
            {t.actions.contract}
          </button>
        )}
      </div>
    </li>
  )
}
