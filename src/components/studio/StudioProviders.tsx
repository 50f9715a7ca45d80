'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { Toaster } from '@/components/ui/toast'
import type { Locale } from '@/i18n/routing'
import { getQueryClient } from '@/lib/api/query-client'

import { AdminI18nProvider, AdminLanguageProvider, useAdminMessages } from './AdminI18n'

function StudioToaster() {
  const t = useAdminMessages().common
  return <Toaster labels={{ close: t.close, notification: t.notification, viewport: t.toastViewport }} />
}

/**
 * What every (studio) app's layout mounts once: TanStack Query with the site's defaults,
 * the toast viewport, and the admin area's strings (used by <AdminGate>): in the administrator's
 * chosen language where the app lets the area switch (`switchable`: /admin), else in `locale`
 * (/monitoring switches its own screens, see MonitoringApp).
 */
export function StudioProviders({
  children,
  locale,
  switchable = false,
}: {
  children: ReactNode
  locale?: Locale
  switchable?: boolean
}) {
  const content = (
    <>
      {children}
      <StudioToaster />
    </>
  )
  return (
    <QueryClientProvider client={getQueryClient()}>
      {switchable ? (
        <AdminLanguageProvider>{content}</AdminLanguageProvider>
      ) : (
        <AdminI18nProvider locale={locale}>{content}</AdminI18nProvider>
      )}
    </QueryClientProvider>
  )
}
