'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'

import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import type { AdminOutboxMessage, UndeliveredState } from '@/lib/email/undelivered-shape'
import { THRESHOLDS } from '@/lib/metrics/thresholds'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage } from './api'
import { formatDateTime } from './format'
import { Badge, type BadgeTone } from './kit/Badge'
import { smallButton } from './kit/buttons'
import { cardClass, Details } from './kit/cards'
import { RecordList } from './RecordList'

export const OUTBOX_PATH = '/api/admin/outbox'
const TONES: Record<UndeliveredState, BadgeTone> = { waiting: 'warning', retrying: 'warning', gaveUp: 'danger' }

/**
 * E-mail tab (a failing relay once left messages unsent with nobody told): the messages that failed
 * or have waited past the monitoring's threshold, each with its last error and a button that sends
 * it again.
 */
export function OutboxPanel() {
  const t = useAdminMessages()
  const locale = useAdminLocale()
  const o = t.outbox
  return (
    <>
      <p className="mb-5 max-w-3xl text-sm text-ink-soft">{fill(o.intro, { minutes: THRESHOLDS.emailWaitMinutes })}</p>
      <RecordList<AdminOutboxMessage>
        path={OUTBOX_PATH}
        tab="outbox"
        searchPlaceholder={o.searchPlaceholder}
        csvName="undelivered-emails"
        renderItem={(m) => (
          <article className={cardClass} aria-labelledby={`outbox-${m.id}`} data-testid="outbox-message">
            <header className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 id={`outbox-${m.id}`} className="break-words text-xl">
                  {m.subject}
                </h3>
                <p className="break-all text-sm text-ink-soft">
                  {o.to}: {m.to}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={TONES[m.state]}>{o.states[m.state]}</Badge>
                <SendAgain message={m} />
              </div>
            </header>
            <div className="mt-4">
              <Details
                items={[
                  [o.kind, o.kinds[m.kind] ?? m.kind],
                  [o.queued, formatDateTime(m.createdAt, locale)],
                  [o.attempts, String(m.attempts)],
                  [o.nextAttempt, m.state === 'retrying' ? formatDateTime(m.nextAttemptAt, locale) : null],
                  [o.lastError, m.lastError],
                ]}
              />
            </div>
          </article>
        )}
      />
    </>
  )
}

function SendAgain({ message }: { message: AdminOutboxMessage }) {
  const t = useAdminMessages()
  const o = t.outbox
  const queryClient = useQueryClient()
  const send = useMutation({
    mutationFn: () =>
      adminJson<AdminOutboxMessage & { message: string }>('POST', `${OUTBOX_PATH}/${message.id}/send-again`, {}),
    onSuccess: (answer) => {
      toast({ title: o.sentAgain, description: answer.message })
      // The list refreshes once the attempt has had a moment to go out.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: [OUTBOX_PATH] }), 1500)
    },
    onError: (error) => {
      toast({ title: o.sendAgainFailed, description: serverMessage(error), variant: 'destructive' })
      void queryClient.invalidateQueries({ queryKey: [OUTBOX_PATH] })
    },
  })
  return (
    <button
      type="button"
      className={smallButton}
      disabled={send.isPending || send.isSuccess}
      onClick={() => send.mutate()}
      aria-label={fill(o.sendAgainLabel, { subject: message.subject, to: message.to })}
    >
      <Send aria-hidden="true" className="size-4" />
      {send.isPending ? o.sending : o.sendAgain}
    </button>
  )
}
