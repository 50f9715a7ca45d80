'use client'

import { useQuery } from '@tanstack/react-query'

import type { InquiryDetail } from '@/lib/inquiries/shape'

import { useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage } from './api'
import { InquiryHistory } from './InquiryHistory'
import { InquiryLinked } from './InquiryLinked'
import { InquiryNotes } from './InquiryNotes'
import { InquiryReplyForm } from './InquiryReplyForm'
import { InquiryStageForm } from './InquiryStageForm'
import { InquiryThread } from './InquiryThread'
import { ListStates } from './ListStates'
import { PaymentRequestForm } from './PaymentRequestForm'
import { CreateProposalButton, inquiryProposalStart } from './proposals/CreateProposalButton'
import { inquiryPath } from './useInquiryChange'

/** Everything the studio does with one inquiry: the thread, a reply, its stage, private notes, history. */
export function InquiryDetailView({ id }: { id: number }) {
  const t = useAdminMessages()
  const detail = useQuery({
    queryKey: [inquiryPath(id)],
    queryFn: () => adminJson<InquiryDetail>('GET', inquiryPath(id)),
  })
  return (
    <ListStates
      pending={detail.isPending}
      failed={detail.isError}
      detail={serverMessage(detail.error) ?? t.pipeline.loadFailed}
      onRetry={() => detail.refetch()}
      empty={false}
      emptyText=""
    >
      {detail.data && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-6">
            <InquiryThread detail={detail.data} />
            <InquiryReplyForm detail={detail.data} />
          </div>
          <div className="grid content-start gap-6">
            <div>
              <CreateProposalButton start={inquiryProposalStart(detail.data.inquiry)} />
            </div>
            <PaymentRequestForm
              path={`${inquiryPath(detail.data.inquiry.id)}/payment-requests`}
              name={detail.data.inquiry.name}
            />
            <InquiryStageForm detail={detail.data} />
            <InquiryNotes detail={detail.data} />
            <InquiryHistory history={detail.data.history} />
            <InquiryLinked detail={detail.data} />
          </div>
        </div>
      )}
    </ListStates>
  )
}
