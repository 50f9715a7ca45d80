import '@/app/(site)/globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { StudioDocument, studioRobots, studioViewport } from '@/app/(studio)/StudioDocument'
import { ADMIN_LOCALE, adminMessages } from '@/components/studio/admin-messages'

const t = adminMessages[ADMIN_LOCALE]

export const metadata: Metadata = {
  title: { default: t.meta.title, template: `%s · ${t.meta.title}` },
  robots: studioRobots,
}

export const viewport: Viewport = studioViewport

/**
 * The administrator area: the dashboard and the blog writer, in English or French as
 * the administrator chooses (the titles above are the static shell's; the browser swaps them).
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <StudioDocument switchableLanguage>{children}</StudioDocument>
}
