'use client'

import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'

import { useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage } from './api'
import { smallButton } from './kit/buttons'
import { cardClass } from './kit/cards'

const FEED_PATH = '/api/admin/consultations-feed'

/** The owner's private calendar feed: its address is shown once, when created (only a hash is kept). */
export function ConsultationFeed() {
  const t = useAdminMessages()
  const c = t.consultations.feed
  const id = useId()
  const [url, setUrl] = useState<string | null>(null)
  const renew = useMutation({
    mutationFn: () => adminJson<{ url: string }>('POST', FEED_PATH, {}),
    onSuccess: (answer) => {
      setUrl(answer.url)
      toast({ title: c.renewed })
    },
    onError: (error) =>
      toast({ title: t.consultations.failed, description: serverMessage(error), variant: 'destructive' }),
  })
  const revoke = useMutation({
    mutationFn: () => adminJson<{ revoked: boolean }>('DELETE', FEED_PATH),
    onSuccess: () => {
      setUrl(null)
      toast({ title: c.revoked })
    },
    onError: (error) =>
      toast({ title: t.consultations.failed, description: serverMessage(error), variant: 'destructive' }),
  })

  return (
    <section aria-labelledby={`${id}-feed`} className={cardClass}>
      <h2 id={`${id}-feed`} className="text-xl">
        {c.title}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{c.intro}</p>
      {url && (
        <div className="mt-4 grid gap-2">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold text-ink">
            {c.address}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={url}
            className={inputClass}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="feed-url"
          />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={smallButton} disabled={renew.isPending} onClick={() => renew.mutate()}>
          {c.renew}
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={revoke.isPending}
          onClick={() => {
            if (window.confirm(c.confirmRevoke)) revoke.mutate()
          }}
        >
          {c.revoke}
        </button>
      </div>
    </section>
  )
}
