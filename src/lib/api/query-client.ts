import { isServer, QueryClient } from '@tanstack/react-query'
import { getQueryFn } from './request'
import { mutationRetryDelay, queryRetryDelay, shouldRetryMutation, shouldRetryQuery } from './retry'

export const QUERY_STALE_TIME_MS = 10 * 60 * 1000
export const QUERY_GC_TIME_MS = 30 * 60 * 1000

/** The site's query defaults: data stays fresh 10 minutes and is kept 30 after its last use. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        networkMode: 'online',
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        networkMode: 'online',
        retry: shouldRetryMutation,
        retryDelay: mutationRetryDelay,
      },
    },
  })
}

let browserQueryClient: QueryClient | undefined

/**
 * One client per server render (a shared one would leak one visitor's cached answers into another
 * visitor's page) and one for the lifetime of the browser tab (a new one per render would drop the
 * cache whenever React re-renders the provider while suspending).
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient()
  browserQueryClient ??= makeQueryClient()
  return browserQueryClient
}
