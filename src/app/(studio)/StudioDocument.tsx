import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ADMIN_LOCALE } from '@/components/studio/admin-messages'
import { StudioProviders } from '@/components/studio/StudioProviders'

/** Private: kept out of search engines (robots.txt also disallows the studio's apps). */
export const studioRobots: Metadata['robots'] = {
  index: false,
  follow: false,
  nocache: true,
  googleBot: { index: false, follow: false },
}

export const studioViewport: Viewport = { themeColor: '#14110f', width: 'device-width', initialScale: 1 }

/**
 * The document of /admin and /monitoring: not under /fr, with the providers every
 * studio app mounts once. The pages are static shells in ADMIN_LOCALE; every record is fetched by
 * the browser after the session is verified. With `switchableLanguage` (/admin), the browser then
 * shows the area, and sets <html lang>, in the administrator's language.
 */
export function StudioDocument({
  children,
  switchableLanguage = false,
}: {
  children: ReactNode
  switchableLanguage?: boolean
}) {
  return (
    <html lang={ADMIN_LOCALE} dir="ltr">
      <body className="min-h-screen bg-cream">
        <StudioProviders locale={ADMIN_LOCALE} switchable={switchableLanguage}>
          {children}
        </StudioProviders>
      </body>
    </html>
  )
}
