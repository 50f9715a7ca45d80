'use client'

import { Download } from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'

import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'

import { useAdminMessages } from './AdminI18n'
import { serverMessage } from './api'
import { smallButton } from './kit/buttons'
import { ListStates } from './ListStates'
import { SearchBox } from './SearchBox'
import { useDebounced } from './useDebounced'
import { downloadCsv, type ListParams, useRecordPage } from './useRecordPage'

/** The dashboard tabs that are a RecordList: the tab's name is the list's title, and it has its empty text. */
type ListTab = 'contacts' | 'bookings' | 'newsletters' | 'outbox' | 'payments'

/**
 * A dashboard tab's list: search, newest-first pages, CSV download, and the loading, error and
 * empty states. `renderItem` draws one record (a card that reads well on a phone).
 */
export function RecordList<T extends { id: number | string }>({
  path,
  tab,
  searchPlaceholder,
  csvName,
  renderItem,
  params,
  filters,
}: {
  path: string
  tab: ListTab
  /** The search field's placeholder, when the tab searches something else than names and addresses. */
  searchPlaceholder?: string
  csvName: string
  renderItem: (item: T) => ReactNode
  /** Filters the list's own controls (`filters`) set, sent with the search and the CSV download. */
  params?: ListParams
  filters?: ReactNode
}) {
  const t = useAdminMessages()
  const title = t.dashboard.tabs[tab]
  const id = useId()
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const [downloading, setDownloading] = useState(false)
  const q = useDebounced(query.trim())
  const paramsKey = JSON.stringify(params ?? {})
  useEffect(() => setPage(1), [q, paramsKey])
  const list = useRecordPage<T>(path, q, page, params)
  const data = list.data

  const onDownload = async () => {
    setDownloading(true)
    try {
      await downloadCsv(path, q, csvName, params)
    } catch (error) {
      toast({ title: t.list.downloadFailed, description: serverMessage(error), variant: 'destructive' })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-2xl">
            {title}
          </h2>
          {data && <p className="mt-1 text-sm text-ink-soft">{fill(t.list.total, { count: data.total })}</p>}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox
            id={`${id}-search`}
            what={title}
            placeholder={searchPlaceholder ?? t.list.searchPlaceholder}
            value={query}
            onChange={setQuery}
            className="relative sm:w-72"
          />
          <button type="button" onClick={onDownload} disabled={downloading || !data?.total} className={smallButton}>
            <Download aria-hidden="true" className="size-4" />
            {downloading ? t.list.downloading : t.list.downloadCsv}
          </button>
        </div>
      </div>

      {filters}

      <div className="mt-5" aria-busy={list.isFetching}>
        <ListStates
          pending={list.isPending}
          failed={list.isError}
          detail={serverMessage(list.error)}
          onRetry={() => list.refetch()}
          empty={!!data && data.items.length === 0}
          emptyText={q ? fill(t.list.noMatches, { q }) : t.empty[tab]}
        >
          <ul className="grid gap-4">
            {data?.items.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
        </ListStates>
      </div>

      {data && data.pages > 1 && (
        <nav aria-label={t.list.pagination} className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            className={smallButton}
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t.list.previous}
          </button>
          <p className="text-sm text-ink-soft" aria-live="polite">
            {fill(t.list.pageOf, { page: data.page, pages: data.pages })}
          </p>
          <button
            type="button"
            className={smallButton}
            disabled={page >= data.pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t.list.next}
          </button>
        </nav>
      )}
    </section>
  )
}
