import {
  APIError,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type Config,
  type PayloadRequest,
  type Plugin,
} from 'payload'

import { containsUnstorable } from '@/lib/http/body'
import { isRecordId } from '@/lib/http/request'
import { httpMessage, requestLocale } from '@/lib/http/messages'
import { siteUrl } from '@/lib/seo/site-url'
import { payloadAccessQuery } from '@/platform/payload-graphql-access'

/**
 * A U+0000 (or a lone surrogate) in a filter, a sort or a file name reached PostgreSQL, which
 * refuses it ("invalid byte sequence"), and the caller got a 500. Refused before any query, for
 * every collection and every way in (REST, GraphQL, the file route's lookup): a 400 in the
 * caller's language.
 */
const refuseUnstorableQueries: CollectionBeforeOperationHook = ({ args, req }) => {
  const { where, sort } = args as { where?: unknown; sort?: unknown }
  if ((where !== undefined && containsUnstorable(where)) || (sort !== undefined && containsUnstorable(sort))) {
    throw new APIError(httpMessage('invalidCharacters', requestLocale(req)), 400, undefined, true)
  }
  return args
}

/** The `:id` of a collection route as the caller wrote it, before Payload reads it with parseFloat. */
function routeRecordId(req: Pick<PayloadRequest, 'routeParams'> | undefined): string | undefined {
  const params = req?.routeParams as { collection?: unknown; id?: unknown } | undefined
  return typeof params?.collection === 'string' && typeof params.id === 'string' ? params.id : undefined
}

const recordNotFound = (req: PayloadRequest) =>
  new APIError(httpMessage('recordNotFound', requestLocale(req)), 404, { error: 'NOT_FOUND' }, true)

/**
 * An id that cannot be a record's: Payload reads a route's `:id` with parseFloat, so `abc` reached
 * PostgreSQL as NaN, `1.5` as a fraction and `2147483648` past the `integer` column, each refused
 * with a 500 that anyone could repeat (`GET /api/media/abc`). For every collection, every
 * operation that names one record (read, update, delete, duplicate, a version), and every way in
 * (REST, GraphQL, the Local API): a 404 before any query. On a REST route the id is checked as it
 * was written too (`1abc` would otherwise be read as 1).
 */
const refuseImpossibleIds: CollectionBeforeOperationHook = ({ args, req, collection }) => {
  const { id } = args as { id?: unknown }
  const written = (req.routeParams as { collection?: unknown } | undefined)?.collection === collection.slug
  const raw = written ? routeRecordId(req) : undefined
  if ((id !== undefined && id !== null && !isRecordId(id)) || (raw !== undefined && !isRecordId(raw))) {
    throw recordNotFound(req)
  }
  return args
}

export const queryGuard: Plugin = (config: Config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseUnstorableQueries, refuseImpossibleIds, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})

/**
 * The routes where Payload refuses a bad id before any hook runs (`/versions/abc` is a 400
 * "Missing ID of version"), and the collections Payload adds itself (preferences, locked
 * documents), which no plugin sees: whatever the error on a collection route whose `:id` cannot be
 * a record's, the answer is the same 404 as above. Last of the error hooks, so its answer stands.
 */
const impossibleIdNotFound: AfterErrorHook = ({ req }) => {
  const raw = routeRecordId(req)
  if (raw === undefined || isRecordId(raw)) return
  const refusal = recordNotFound(req)
  return {
    status: 404,
    response: { error: 'NOT_FOUND', message: refusal.message, errors: [{ message: refusal.message }] } as never,
  }
}

export const recordIdGuard: Plugin = (config: Config) => ({
  ...config,
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), impossibleIdNotFound] },
})

/**
 * The origins whose cookie-authenticated CMS calls Payload accepts (its `csrf` list): the site's
 * public origin (PUBLIC_URL, else http://localhost:PORT). Without a list, only SameSite stood
 * between a page on another site and an editor's session; with one, a call whose Origin is not
 * listed is treated as anonymous, and a cookie call with neither Origin nor a same-site
 * Sec-Fetch-Site (no browser page sends that) is too. Scripts sign in with a token instead.
 */
export function csrfOrigins(): string[] {
  let origin: string
  try {
    origin = new URL(siteUrl()).origin
  } catch {
    return [] // An unreadable PUBLIC_URL is the start script's to report.
  }
  const origins = new Set([origin])
  // The same server under its loopback names, for `npm start` opened at either.
  const local = /^http:\/\/(?:localhost|127\.0\.0\.1)(:\d+)?$/.exec(origin)
  if (local) for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}${local[1] ?? ''}`)
  return [...origins]
}

export const csrfList: Plugin = (config: Config) => ({
  ...config,
  csrf: [...new Set([...(config.csrf ?? []), ...csrfOrigins()])],
})

/**
 * GraphQL's `Access { canAccessAdmin }` is a non-null Boolean, but for an anonymous caller
 * Payload drops the `false` from its answer, and the query failed with a 500. The same resolver,
 * with `false` put back.
 */
export const graphQLAccess: Plugin = (config: Config) => {
  const queries = config.graphQL?.queries
  return {
    ...config,
    graphQL: {
      ...config.graphQL,
      queries: (graphQL, context) => {
        const own = queries?.(graphQL, context) ?? {}
        // Payload's own field, replaced by the one returned here (src/platform/payload-graphql-access.ts).
        const access = payloadAccessQuery(context)
        if (!access?.resolve) return own
        const resolve = access.resolve
        return {
          Access: {
            ...access,
            resolve: async (...args: unknown[]) => {
              const result = await resolve(...args)
              return { ...result, canAccessAdmin: result.canAccessAdmin === true }
            },
          },
          ...own,
        }
      },
    },
  }
}

/** Payload plugins that harden its API; last in the list, so they see every collection. */
export const apiGuards: Plugin[] = [queryGuard, recordIdGuard, csrfList, graphQLAccess]
