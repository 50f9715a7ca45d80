'use client'

import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useState } from 'react'

import { toast } from '@/components/ui/toast'
import { formatCents } from '@/i18n/money'
import { apiRequest } from '@/lib/api/request'

import { useAdminLocale, useAdminMessages } from '@/components/studio/AdminI18n'
import { adminJson, serverMessage, withLocale } from '@/components/studio/api'
import { saveDownload } from '@/components/studio/download'
import { formatDay } from '@/components/studio/format'
import { Badge } from '@/components/studio/kit/Badge'
import { smallButton } from '@/components/studio/kit/buttons'
import { DUE_PATH } from './shape'

interface DueRow {
  proposal: number
  client: { name: string }
  due: string
  amount: number
  overdue?: boolean
  autopay?: boolean
}

/** What falls due in the next 90 days (overdue first, as the server orders it), and its CSV. */
export function DueSoon() {
  const t = useAdminMessages().proposals
  const locale = useAdminLocale()
  const [downloading, setDownloading] = useState(false)
  const due = useQuery({
    queryKey: [DUE_PATH],
    queryFn: () => adminJson<{ docs: DueRow[] }>('GET', `${DUE_PATH}?days=90`),
  })
  const download = async () => {
    setDownloading(true)
    try {
      const res = await apiRequest('GET', withLocale(`${DUE_PATH}?days=90&format=csv`))
      await saveDownload(res, 'installments-due.csv')
    } catch (error) {
      toast({ title: t.actions.failed, description: serverMessage(error), variant: 'destructive' })
    } finally {
      setDownloading(false)
    }
  }
  const rows = due.data?.docs ?? []
  return (
    <section aria-labelledby="proposals-due" className="grid gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="proposals-due" className="text-lg font-semibold">
          {t.due.title}
        </h3>
        <button type="button" className={smallButton} onClick={download} disabled={downloading}>
          <Download aria-hidden="true" className="size-4" />
          {t.due.csv}
        </button>
      </div>
      {due.isError && <p role="alert">{serverMessage(due.error) ?? t.loadFailed}</p>}
      {due.isSuccess && rows.length === 0 && <p className="text-ink-soft">{t.due.empty}</p>}
      {rows.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead className="text-ink-soft">
            <tr>
              <th scope="col">{t.due.date}</th>
              <th scope="col">{t.due.client}</th>
              <th scope="col" className="text-right">
                {t.due.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-t border-line">
                <td className="py-1.5">
                  {formatDay(row.due, locale)} {row.overdue && <Badge tone="danger">{t.due.overdue}</Badge>}
                </td>
                <td>
                  {row.client.name} {row.autopay && <Badge tone="info">{t.due.autopay}</Badge>}
                </td>
                <td className="text-right tabular-nums">{formatCents(row.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
