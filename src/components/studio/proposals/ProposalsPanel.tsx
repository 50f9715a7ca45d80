'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, X } from 'lucide-react'
import { useEffect, useState } from 'react'

import { useAdminMessages } from '@/components/studio/AdminI18n'
import { adminJson, serverMessage } from '@/components/studio/api'
import { smallButton } from '@/components/studio/kit/buttons'
import { DueSoon } from './DueSoon'
import { ProposalCard } from './ProposalCard'
import { ProposalForm, type Created } from './ProposalForm'
import { ProposalPreview } from './ProposalPreview'
import { emptyDraft, PROPOSALS_PATH, type AdminProposal, type ProposalDraft } from './shape'
import type { ProposalStart } from './start'

function draftFrom(start: ProposalStart | undefined): ProposalDraft {
  const draft = emptyDraft()
  if (!start) return draft
  return {
    ...draft,
    inquiry: start.inquiry,
    consultation: start.consultation,
    client: { name: start.client.name, email: start.client.email, locale: start.client.locale ?? 'fr' },
    event: { date: start.event?.date ?? '', location: start.event?.location ?? '' },
  }
}

/**
 * The Proposals tab: the form (opened here or by "Create proposal" on an inquiry or a consultation,
 * prefilled), the draft just saved with its contract preview, what falls due in 90 days, and every
 * proposal with what can be done with it.
 */
export function ProposalsPanel({ start }: { start?: { key: number; value: ProposalStart } }) {
  const t = useAdminMessages().proposals
  const queries = useQueryClient()
  const [form, setForm] = useState<{ key: number; draft: ProposalDraft } | undefined>()
  const [created, setCreated] = useState<Created | undefined>()
  useEffect(() => {
    if (start) {
      setCreated(undefined)
      setForm({ key: start.key, draft: draftFrom(start.value) })
    }
  }, [start])
  const list = useQuery({
    queryKey: [PROPOSALS_PATH],
    queryFn: () => adminJson<{ docs: AdminProposal[] }>('GET', PROPOSALS_PATH),
  })
  const onCreated = (answer: Created) => {
    setCreated(answer)
    setForm(undefined)
    void queries.invalidateQueries({ queryKey: [PROPOSALS_PATH] })
  }
  const docs = list.data?.docs ?? []
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl">{t.listTitle}</h2>
        <button
          type="button"
          className={smallButton}
          aria-expanded={Boolean(form)}
          onClick={() => (form ? setForm(undefined) : setForm({ key: Date.now(), draft: emptyDraft() }))}
        >
          {form ? <X aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          {form ? t.closeForm : t.newProposal}
        </button>
      </div>
      {form && (
        <div className="rounded-2xl border border-line bg-white p-4">
          <ProposalForm key={form.key} initial={form.draft} onCreated={onCreated} />
        </div>
      )}
      {created && <ProposalPreview created={created} />}
      <DueSoon />
      {list.isError && <p role="alert">{serverMessage(list.error) ?? t.loadFailed}</p>}
      {list.isSuccess && docs.length === 0 && <p className="text-ink-soft">{t.empty}</p>}
      {docs.length > 0 && (
        <ul className="grid gap-3" aria-label={t.listTitle}>
          {docs.map((proposal) => (
            <ProposalCard key={proposal.id} proposal={proposal} />
          ))}
        </ul>
      )}
    </div>
  )
}
