'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api/request'

import { withLocale } from './api'
import { saveDownload } from './download'

export const PAGE_SIZE = 20

export interface RecordPage<T> {
  items: T[]
  total: number
  page: number
  pages: number
}

/** Extra filters of a list's query string (e.g. the contacts' stage); empty values are left out. */
export type ListParams = Record<string, string | undefined>

function listUrl(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value))
  return withLocale(`${path}?${search}`)
}

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
export async function downloadCsv(path: string, q: string, fallbackName: string, params: ListParams = {}) {
  await saveDownload(await apiRequest('GET', listUrl(path, { ...params, format: 'csv', q })), `${fallbackName}.csv`)
}
