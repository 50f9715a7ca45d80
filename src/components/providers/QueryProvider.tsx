'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { getQueryClient } from '@/lib/api/query-client'

/**
 * TanStack Query for the client components below it, with the query and mutation defaults of
 * seed 001 §9. Forms wrap themselves in it, so a page mounts no provider it does not need.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
}
