'use client'

import { FilePlus2 } from 'lucide-react'

import { useAdminMessages } from '@/components/studio/AdminI18n'
import { smallButton } from '@/components/studio/ui'
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
