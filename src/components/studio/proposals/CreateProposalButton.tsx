'use client'

import { FilePlus2 } from 'lucide-react'

import { useAdminMessages } from '@/components/studio/AdminI18n'
import { smallButton } from '@/components/studio/kit/buttons'
import type { InquiryDetail } from '@/lib/inquiries/shape'

import { useStartProposal, type ProposalStart } from './start'

/** "Create proposal" on an inquiry or a consultation: the Proposals tab, its form prefilled. */
export function CreateProposalButton({ start }: { start: ProposalStart }) {
  const t = useAdminMessages().proposals
  const open = useStartProposal()
  // Outside the dashboard (a page without the Proposals tab) there is nothing to open.
  if (!open) return null
  return (
    <button type="button" className={smallButton} onClick={() => open(start)} data-testid="create-proposal">
      <FilePlus2 aria-hidden="true" className="size-4" />
      {t.create}
    </button>
  )
}

/** What a proposal starts from: the inquiry's client, and its event's day and place when it gave them. */
export function inquiryProposalStart(inquiry: InquiryDetail['inquiry']): ProposalStart {
  const { id, name, email, locale, eventDate, venue } = inquiry as InquiryDetail['inquiry'] & {
    eventDate?: string | null
    venue?: string | null
    locale?: string | null
  }
  return {
    inquiry: id,
    client: { name, email, locale: locale === 'en' ? 'en' : 'fr' },
    event: { date: eventDate?.slice(0, 10) ?? '', location: venue ?? '' },
  }
}
