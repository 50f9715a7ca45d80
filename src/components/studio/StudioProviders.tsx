'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { Toaster } from '@/components/ui/toast'
import type { Locale } from '@/i18n/routing'
import { getQueryClient } from '@/lib/api/query-client'

import { AdminI18nProvider, useAdminMessages } from './AdminI18n'

function StudioToaster() {
  const t = useAdminMessages().common
  return <Toaster labels={{ close: t.close, notification: t.notification, viewport: t.toastViewport }} />
}

/**
 * What every (studio) app's layout mounts once: TanStack Query with the defaults of seed 001 §9,
 * the toast viewport, and the admin area's strings (used by <AdminGate>).
 */
export function StudioProviders({ children, locale }: { children: ReactNode; locale?: Locale }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <AdminI18nProvider locale={locale}>
        {children}
        <StudioToaster />
      </AdminI18nProvider>
    </QueryClientProvider>
  )
}
