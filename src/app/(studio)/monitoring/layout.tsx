import '@/app/(site)/globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { StudioDocument, studioRobots, studioViewport } from '@/app/(studio)/StudioDocument'
import en from '@/i18n/messages/en/monitoring.json'

export const metadata: Metadata = { title: en.monitoring.meta.title, robots: studioRobots }

export const viewport: Viewport = studioViewport

/** /monitoring: a static shell, every figure is fetched after sign-in. */
export default function MonitoringLayout({ children }: { children: ReactNode }) {
  return <StudioDocument>{children}</StudioDocument>
}
