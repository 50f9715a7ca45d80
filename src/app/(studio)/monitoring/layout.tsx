import '../../(site)/globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ADMIN_LOCALE } from '@/components/studio/admin-messages'
import { StudioProviders } from '@/components/studio/StudioProviders'
import en from '@/i18n/messages/en/monitoring.json'

export const metadata: Metadata = {
  title: en.monitoring.meta.title,
  // Private: kept out of search engines.
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
}

export const viewport: Viewport = { themeColor: '#14110f', width: 'device-width', initialScale: 1 }

/** /monitoring (seed 001 §2): not under /fr; a static shell, every figure is fetched after sign-in. */
export default function MonitoringLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={ADMIN_LOCALE} dir="ltr">
      <body className="min-h-screen bg-cream">
        <StudioProviders locale={ADMIN_LOCALE}>{children}</StudioProviders>
      </body>
    </html>
  )
}
