import '../../(site)/globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ADMIN_LOCALE, adminMessages } from '@/components/studio/admin-messages'
import { StudioProviders } from '@/components/studio/StudioProviders'

const t = adminMessages[ADMIN_LOCALE]

export const metadata: Metadata = {
  title: { default: t.meta.title, template: `%s · ${t.meta.title}` },
  // Private: kept out of search engines (robots.txt also disallows /admin).
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
}

export const viewport: Viewport = { themeColor: '#14110f', width: 'device-width', initialScale: 1 }

/**
 * The administrator area (seed 001 §2): not under /fr, its own document in the area's language
 * (ADMIN_LOCALE, English). The pages are static shells; every record is fetched by the browser
 * after the session is verified.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={ADMIN_LOCALE} dir="ltr">
      <body className="min-h-screen bg-cream">
        <StudioProviders locale={ADMIN_LOCALE}>{children}</StudioProviders>
      </body>
    </html>
  )
}
