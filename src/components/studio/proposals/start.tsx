'use client'

import { createContext, useContext } from 'react'

/** What "Create proposal" on an inquiry or a consultation knows: the client and the event. */
export interface ProposalStart {
  inquiry?: number
  consultation?: number
  client: { name: string; email: string; locale?: 'fr' | 'en' }
  event?: { date?: string; location?: string }
}

/** Opens the Proposals tab with its form prefilled (AdminDashboard provides it). */
export const StartProposalContext = createContext<((start: ProposalStart) => void) | null>(null)

export function useStartProposal() {
  return useContext(StartProposalContext)
}
