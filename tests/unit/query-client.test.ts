import { describe, expect, it } from 'vitest'
import { getQueryClient, makeQueryClient } from '@/lib/api/query-client'
import { mutationRetryDelay, queryRetryDelay, shouldRetryMutation, shouldRetryQuery } from '@/lib/api/retry'

describe('makeQueryClient', () => {
  it('applies the site’s query and mutation defaults', () => {
    const { queries, mutations } = makeQueryClient().getDefaultOptions()
    expect(queries?.staleTime).toBe(10 * 60 * 1000)
    expect(queries?.gcTime).toBe(30 * 60 * 1000)
    expect(queries?.refetchInterval).toBe(false)
    expect(queries?.refetchOnWindowFocus).toBe(false)
    expect(queries?.refetchOnReconnect).toBe(true)
    expect(queries?.networkMode).toBe('online')
    expect(typeof queries?.queryFn).toBe('function')
    expect(queries?.retry).toBe(shouldRetryQuery)
    expect(queries?.retryDelay).toBe(queryRetryDelay)
    expect(mutations?.retry).toBe(shouldRetryMutation)
    expect(mutations?.retryDelay).toBe(mutationRetryDelay)
  })

  it('gives every server render its own client', () => {
    // Vitest runs in Node, where there is no window: the server branch.
    expect(getQueryClient()).not.toBe(getQueryClient())
  })
})
