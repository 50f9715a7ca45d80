'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { getQueryClient } from '@/lib/api/query-client'

/**
 * TanStack Query for the client components below it, with the site's query and mutation defaults
 * (src/lib/api/query-client.ts). Forms wrap themselves in it, so a page mounts no provider it does
 * not need.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
}
