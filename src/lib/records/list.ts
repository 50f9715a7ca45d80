import type { CollectionSlug, DataFromCollectionSlug, Payload, Where } from 'payload'

import { HttpError } from '@/lib/http/errors'
import { requestUrl, type HttpRequest } from '@/lib/http/request'
import { queryInteger } from '@/lib/schemas/common'
import type { CsvColumn } from './columns'
import { csvResponse, toCsv } from './csv'

/** What a list needs of the call: its query string, and the Payload to ask. */
export interface ListCall {
  req: HttpRequest
  payload: Payload
}

export const DEFAULT_PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 200
/** One export holds every matching row up to this; beyond it the studio needs a real report. */
export const MAX_EXPORT_ROWS = 10_000

export interface ListQuery {
  page: number
  limit: number
  q?: string
  csv: boolean
}

const positive = queryInteger({ min: 1, max: 1_000_000 })

function positiveInt(raw: string | null, fallback: number, max: number, name: string): number {
  if (raw === null || raw === '') return fallback
  const parsed = positive.safeParse(raw)
  if (!parsed.success) throw new HttpError(400, 'INVALID_QUERY', `${name} must be a positive whole number.`)
  return Math.min(parsed.data, max)
}

export function readListQuery(req: HttpRequest, defaultLimit = DEFAULT_PAGE_SIZE): ListQuery {
  const params = requestUrl(req).searchParams
  const q = params.get('q')?.trim().slice(0, 200)
  return {
    page: positiveInt(params.get('page'), 1, 1_000_000, 'page'),
    limit: positiveInt(params.get('limit'), defaultLimit, MAX_PAGE_SIZE, 'limit'),
    q: q ? q : undefined,
    csv: params.get('format') === 'csv',
  }
}

/** `contains` (case-insensitive) on any of `fields`. */
export function searchWhere(q: string | undefined, fields: string[]): Where | undefined {
  if (!q) return undefined
  return { or: fields.map((field) => ({ [field]: { contains: q } })) }
}

export function paginationHeaders(found: {
  totalDocs: number
  page?: number
  limit: number
  totalPages: number
}): Record<string, string> {
  return {
    'X-Total-Count': String(found.totalDocs),
    'X-Page': String(found.page ?? 1),
    'X-Per-Page': String(found.limit),
    'X-Total-Pages': String(found.totalPages),
  }
}

/**
 * A record list of the dashboard: newest first, paginated (the page is a JSON array, the totals are
 * in X-Total-Count / X-Page / X-Per-Page / X-Total-Pages), or the whole matching list as CSV.
 */
export async function listRecords<S extends CollectionSlug, T>(
  ctx: ListCall,
  options: {
    collection: S
    search: string[]
    where?: Where
    toJson: (doc: DataFromCollectionSlug<S>) => T
    csv: { name: string; columns: CsvColumn<DataFromCollectionSlug<S>>[] }
    /** Populate relationships this deep (e.g. a booking's session); 0 by default. */
    depth?: number
  },
) {
  const query = readListQuery(ctx.req)
  const conditions = [options.where, searchWhere(query.q, options.search)].filter(Boolean) as Where[]
  const where: Where | undefined = conditions.length ? { and: conditions } : undefined
  if (query.csv) {
    const all = await ctx.payload.find({
      collection: options.collection,
      where,
      sort: '-createdAt',
      depth: options.depth ?? 0,
      limit: MAX_EXPORT_ROWS,
      pagination: false,
      overrideAccess: true,
    })
    const date = new Date().toISOString().slice(0, 10)
    return csvResponse(
      `${options.csv.name}-${date}.csv`,
      toCsv(all.docs as DataFromCollectionSlug<S>[], options.csv.columns),
    )
  }
  const found = await ctx.payload.find({
    collection: options.collection,
    where,
    sort: '-createdAt',
    depth: options.depth ?? 0,
    page: query.page,
    limit: query.limit,
    overrideAccess: true,
  })
  return {
    status: 200,
    body: (found.docs as DataFromCollectionSlug<S>[]).map(options.toJson),
    headers: paginationHeaders(found),
  }
}
