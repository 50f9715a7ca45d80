'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import type { AdminPayment, BalanceAnswer } from '@/lib/payments/admin-shape'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage } from './api'
import { smallButton } from './kit/buttons'
import { money, PAYMENTS_PATH } from './payments-paths'

/** A paid deposit's balance, asked of the client by e-mail (its amount is the server's, never typed). */
export function BalanceRequest({ payment, total }: { payment: AdminPayment; total: number }) {
  const t = useAdminMessages()
  const p = t.payments
  const locale = useAdminLocale()
  const queryClient = useQueryClient()
  const request = useMutation({
    mutationFn: () => adminJson<BalanceAnswer>('POST', `${PAYMENTS_PATH}/${payment.id}/balance-request`, {}),
    onSuccess: (answer) => {
      toast({
        title: p.balanceSent,
        description: fill(p.balanceSentDescription, {
          email: answer.balance.email,
          amount: money(answer.balance.total, locale),
        }),
      })
      void queryClient.invalidateQueries({ queryKey: [PAYMENTS_PATH] })
    },
    onError: (error) => toast({ title: p.balanceFailed, description: serverMessage(error), variant: 'destructive' }),
  })
  return (
    <div className="mt-4 grid gap-1">
      <div>
        <button type="button" className={smallButton} disabled={request.isPending} onClick={() => request.mutate()}>
          {request.isPending ? p.requestingBalance : fill(p.requestBalance, { amount: money(total, locale) })}
        </button>
      </div>
      <p className="text-sm text-ink-soft">{p.balanceHint}</p>
    </div>
  )
}
