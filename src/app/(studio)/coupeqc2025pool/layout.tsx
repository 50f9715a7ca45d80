import '@/app/(site)/globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { Toaster } from '@/components/ui/toast'
import messages from '@/i18n/messages/fr/pool.json'

export const metadata: Metadata = {
  title: messages.pool.meta.title,
  description: messages.pool.meta.description,
  // A private page: reachable by link, kept out of search engines.
  robots: { index: false, follow: false },
}

export const viewport: Viewport = { themeColor: '#14110f', width: 'device-width', initialScale: 1 }

/** The pool is French only and sits outside the bilingual site: its own document. */
export default function PoolLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" dir="ltr">
      <body className="min-h-screen bg-cream">
        <main id="main">{children}</main>
        <Toaster labels={messages.pool.toaster} />
      </body>
    </html>
  )
}
