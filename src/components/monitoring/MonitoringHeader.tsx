'use client'

import { Activity } from 'lucide-react'

import { LanguageButton, LogoutButton } from '@/components/studio/AdminHeader'
import { Badge } from '@/components/studio/kit/Badge'
import { smallButton, smallDarkButton } from '@/components/studio/kit/buttons'
import type { Locale } from '@/i18n/routing'
// Type-only: the report shape comes from the server module that produces it; no server code follows.
import type { HealthReport } from '@/lib/monitoring/health'

import { useMonitoringI18n } from './i18n'
import { statusTone } from './tones'

/** The page's title, the site's state, the language switch, the way back to /admin and Logout. */
export function MonitoringHeader({
  status,
  locale,
  onLocaleChange,
}: {
  status: HealthReport['status'] | undefined
  locale: Locale
  onLocaleChange: (locale: Locale) => void
}) {
  const { t } = useMonitoringI18n()
  const other: Locale = locale === 'en' ? 'fr' : 'en'
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <Activity aria-hidden="true" className="size-7 shrink-0 text-gold-deep" />
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold text-ink">{t.title}</h1>
            <p className="text-sm text-ink-soft">{t.subtitle}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge size="md" tone={statusTone(status)} testId="health-status">
            {t.status[status ?? 'unknown']}
          </Badge>
          <LanguageButton other={other} onChoose={onLocaleChange} labels={t} className={smallButton} />
          <a href="/admin" className={smallButton}>
            {t.backToDashboard}
          </a>
          <LogoutButton label={t.logout} className={smallDarkButton} />
        </div>
      </div>
    </header>
  )
}
