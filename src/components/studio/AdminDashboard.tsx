'use client'

import { useMutation } from '@tanstack/react-query'
import { MailCheck, PenSquare } from 'lucide-react'
import { useCallback, useState } from 'react'

import { Tabs } from '@/components/ui/Tabs'
import { toast } from '@/components/ui/toast'

import { AdminHeader } from './AdminHeader'
import { headerButton } from './kit/buttons'
import { useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage } from './api'
import { BlogManager } from './BlogManager'
import { BookingsPanel } from './BookingsPanel'
import { ConsultationsPanel } from './ConsultationsPanel'
import { ContactsPanel } from './ContactsPanel'
import { NewslettersPanel } from './NewslettersPanel'
import { OutboxPanel } from './OutboxPanel'
import { PaymentsPanel } from './PaymentsPanel'
import { PrivacyPanel } from './PrivacyPanel'
import { ProposalsPanel } from './proposals/ProposalsPanel'
import { StartProposalContext, type ProposalStart } from './proposals/start'

type TabId =
  'contacts' | 'consultations' | 'proposals' | 'bookings' | 'payments' | 'newsletters' | 'blog' | 'outbox' | 'privacy'

/** /admin once signed in: header buttons and the tabs, contacts first. */
export function AdminDashboard() {
  const t = useAdminMessages()
  const [tab, setTab] = useState<TabId>('contacts')
  // "Create proposal" on an inquiry or a consultation: the Proposals tab opens with its form prefilled.
  const [proposalStart, setProposalStart] = useState<{ key: number; value: ProposalStart } | undefined>()
  const startProposal = useCallback((value: ProposalStart) => {
    setProposalStart({ key: Date.now(), value })
    setTab('proposals')
  }, [])

  const testEmail = useMutation({
    mutationFn: () => adminJson<{ success: boolean; message?: string }>('GET', '/api/test-email'),
    onSuccess: (answer) => {
      if (answer.success)
        toast({
          title: t.dashboard.testEmailToast.sent,
          description: answer.message || t.dashboard.testEmailToast.sentNote,
        })
      else toast({ title: t.dashboard.testEmailToast.failed, description: answer.message, variant: 'destructive' })
    },
    onError: (error) =>
      toast({
        title: t.dashboard.testEmailToast.requestFailed,
        description: serverMessage(error),
        variant: 'destructive',
      }),
  })

  return (
    <>
      <AdminHeader
        title={t.dashboard.title}
        actions={
          <>
            <button
              type="button"
              onClick={() => testEmail.mutate()}
              disabled={testEmail.isPending}
              className={headerButton}
            >
              <MailCheck aria-hidden="true" className="size-4" />
              {testEmail.isPending ? t.dashboard.sendingTestEmail : t.dashboard.testEmail}
            </button>
            <a href="/admin/blog" className={headerButton}>
              <PenSquare aria-hidden="true" className="size-4" />
              {t.dashboard.blogWriter}
            </a>
          </>
        }
      />
      <main id="main" className="container-page py-8 sm:py-10">
        <h1 className="sr-only">{t.dashboard.title}</h1>
        <StartProposalContext value={startProposal}>
          <Tabs
            variant="dashboard"
            label={t.dashboard.sectionsLabel}
            value={tab}
            onValueChange={(id) => setTab(id as TabId)}
            items={[
              { id: 'contacts', label: t.dashboard.tabs.contacts, panel: <ContactsPanel /> },
              { id: 'consultations', label: t.dashboard.tabs.consultations, panel: <ConsultationsPanel /> },
              { id: 'proposals', label: t.proposals.tab, panel: <ProposalsPanel start={proposalStart} /> },
              { id: 'bookings', label: t.dashboard.tabs.bookings, panel: <BookingsPanel /> },
              { id: 'payments', label: t.dashboard.tabs.payments, panel: <PaymentsPanel /> },
              { id: 'newsletters', label: t.dashboard.tabs.newsletters, panel: <NewslettersPanel /> },
              { id: 'blog', label: t.dashboard.tabs.blog, panel: <BlogManager variant="dashboard" /> },
              { id: 'outbox', label: t.dashboard.tabs.outbox, panel: <OutboxPanel /> },
              { id: 'privacy', label: t.privacy.tab, panel: <PrivacyPanel /> },
            ]}
          />
        </StartProposalContext>
      </main>
    </>
  )
}
