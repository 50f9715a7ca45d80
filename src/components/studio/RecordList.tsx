'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Download, Search } from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'

import { inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import { apiRequest } from '@/lib/api/request'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { serverMessage, withLocale } from './api'
import { saveDownload } from './download'
import { formatDateTime } from './format'
import { smallButton } from './ui'

export const PAGE_SIZE = 20

export interface RecordPage<T> {
  items: T[]
  total: number
  page: number
  pages: number
}

function listUrl(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value))
  return withLocale(`${path}?${search}`)
}

/** Extra filters of a list's query string (e.g. the contacts' stage); empty values are left out. */
export type ListParams = Record<string, string | undefined>

/** One page of an admin list; the totals come from the X-Total-* headers. */
export function useRecordPage<T>(path: string, q: string, page: number, params: ListParams = {}) {
  return useQuery({
    queryKey: [path, { q, page, ...params }],
    queryFn: async ({ signal }): Promise<RecordPage<T>> => {
      const res = await apiRequest('GET', listUrl(path, { ...params, page, limit: PAGE_SIZE, q }), undefined, {
        signal,
      })
      const items = (await res.json()) as T[]
      return {
        items,
        total: Number(res.headers.get('x-total-count') ?? items.length),
        page: Number(res.headers.get('x-page') ?? page),
        pages: Math.max(1, Number(res.headers.get('x-total-pages') ?? 1)),
      }
    },
    // Paging and searching keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  })
}

/** Fetches the CSV through the helper (bearer or cookie) and hands it to the browser as a download. */
async function downloadCsv(path: string, q: string, fallbackName: string, params: ListParams = {}) {
  await saveDownload(await apiRequest('GET', listUrl(path, { ...params, format: 'csv', q })), `${fallbackName}.csv`)
}

export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

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

/** A list's search field, labelled for screen readers only: the icon and placeholder say it to the eye. */
export function SearchBox({
  id,
  what,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string
  /** What is searched, for the label ("Search {what}"). */
  what: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  className: string
}) {
  const t = useAdminMessages()
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {fill(t.list.searchLabel, { what })}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={`${inputClass} py-2.5 pl-10`}
      />
    </div>
  )
}

/** A list's loading, failed and empty states; the list itself (children) once there is something to show. */
export function ListStates({
  pending,
  failed,
  detail,
  onRetry,
  empty,
  emptyText,
  children,
}: {
  pending: boolean
  failed: boolean
  /** The server's explanation of the failure, when the list shows one. */
  detail?: string
  onRetry: () => void
  empty: boolean
  emptyText: ReactNode
  children: ReactNode
}) {
  const t = useAdminMessages()
  if (pending) {
    return (
      <p role="status" className="rounded-2xl border border-line bg-white p-8 text-center text-ink-soft">
        {t.common.loading}
      </p>
    )
  }
  if (failed) {
    return (
      <div role="alert" className="rounded-2xl border border-danger/40 bg-white p-8 text-center">
        <p className="font-semibold text-danger">{t.list.loadFailed}</p>
        {detail && <p className="mt-1 text-sm text-ink-soft">{detail}</p>}
        <button type="button" onClick={onRetry} className={`${smallButton} mt-4`}>
          {t.common.retry}
        </button>
      </div>
    )
  }
  if (empty) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-ink-soft">
        {emptyText}
      </p>
    )
  }
  return <>{children}</>
}

/** Label/value pairs of a record card; empty values are left out. */
export function Details({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (!shown.length) return null
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {shown.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A record card's top: its heading, its badges beside it (below on a phone), then its details. */
export function CardTop({
  heading,
  badges,
  details,
}: {
  heading: ReactNode
  badges: ReactNode
  details: [string, ReactNode][]
}) {
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-2">
        {heading}
        <div className="flex flex-wrap items-center gap-2">{badges}</div>
      </header>
      <div className="mt-4">
        <Details items={details} />
      </div>
    </>
  )
}

/** A record card's heading (its accessible name) and when the record was received. */
export function RecordTitle({
  id,
  name,
  createdAt,
}: {
  id: string
  name: string
  createdAt: string | null | undefined
}) {
  const t = useAdminMessages()
  const locale = useAdminLocale()
  return (
    <div className="min-w-0">
      <h3 id={id} className="text-xl">
        {name}
      </h3>
      <p className="text-sm text-ink-soft">{fill(t.list.received, { date: formatDateTime(createdAt, locale) })}</p>
    </div>
  )
}

export const cardClass = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6'

/** The e-mail and phone rows of a record card, each a link that writes or calls (no phone, no row). */
export function contactDetails(
  labels: { email: string; phone: string },
  email: string,
  phone: string | null | undefined,
): [string, ReactNode][] {
  return [
    [
      labels.email,
      <a key="e" href={`mailto:${email}`} className="underline underline-offset-2">
        {email}
      </a>,
    ],
    [
      labels.phone,
      phone ? (
        <a key="p" href={`tel:${phone}`} className="underline underline-offset-2">
          {phone}
        </a>
      ) : null,
    ],
  ]
}
