'use client'

import type { AdminPayment } from '@/lib/payments/admin-shape'

import { useAdminMessages } from './AdminI18n'
import { PaymentCard } from './PaymentCard'
import { PAYMENTS_PATH } from './payments-paths'
import { PaymentTotals } from './PaymentTotals'
import { RecordList } from './RecordList'

/** Payments tab: what the studio files (totals by month or quarter), then every payment with its refunds. */
export function PaymentsPanel() {
  const t = useAdminMessages()
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <PaymentTotals />
      <RecordList<AdminPayment>
        path={PAYMENTS_PATH}
        tab="payments"
        csvName="payments"
        searchPlaceholder={t.payments.searchPlaceholder}
        renderItem={(payment) => <PaymentCard payment={payment} />}
      />
    </div>
  )
}
