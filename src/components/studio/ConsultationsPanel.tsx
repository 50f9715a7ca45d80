'use client'

import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage } from './api'
import { ConsultationCard } from './ConsultationCard'
import { ConsultationFeed } from './ConsultationFeed'
import { type AdminConsultation, CONSULTATIONS_PATH, type When } from './consultation-row'
import { ChipGroup } from './kit/buttons'

/** Consultations tab: upcoming or past, approve/decline/cancel, a private note, the feed. */
export function ConsultationsPanel() {
  const t = useAdminMessages()
  const c = t.consultations
  const id = useId()
  const [when, setWhen] = useState<When>('upcoming')
  const list = useQuery({
    queryKey: [CONSULTATIONS_PATH, when],
    queryFn: () => adminJson<{ consultations: AdminConsultation[] }>('GET', `${CONSULTATIONS_PATH}?when=${when}`),
  })
  const rows = list.data?.consultations ?? []

  return (
    <div className="grid gap-8">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-2xl">
          {t.dashboard.tabs.consultations}
        </h2>
        <ChipGroup
          label={c.whenLabel}
          values={['upcoming', 'past'] as const}
          value={when}
          onChange={setWhen}
          labelOf={(value) => c[value]}
          className="mt-4 flex flex-wrap gap-2"
        />
        <div className="mt-5 grid gap-4" aria-busy={list.isFetching}>
          {list.isError && <p className="text-danger">{serverMessage(list.error) ?? c.failed}</p>}
          {list.isSuccess && rows.length === 0 && <p className="text-ink-soft">{c.empty[when]}</p>}
          {rows.map((row) => (
            <ConsultationCard key={row.id} row={row} upcoming={when === 'upcoming'} />
          ))}
        </div>
      </section>
      <ConsultationFeed />
    </div>
  )
}
