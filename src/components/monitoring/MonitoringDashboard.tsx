'use client'

import { useState } from 'react'

import { Tabs } from '@/components/ui/Tabs'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'

import { Alerts } from './Alerts'
import { useAlerts, useHealth, useMetrics, useSecurity } from './api'
import { Business } from './Business'
import { MonitoringHeader } from './MonitoringHeader'
import { Overview } from './Overview'
import { Performance } from './Performance'
import { Security } from './Security'
import { useView } from './useView'

type TabId = 'overview' | 'performance' | 'business' | 'security' | 'alerts'

/** /monitoring once signed in: five tabs over four polled calls. */
export function MonitoringDashboard({
  locale,
  onLocaleChange,
}: {
  locale: Locale
  onLocaleChange: (locale: Locale) => void
}) {
  const { t, f } = useView()
  const [tab, setTab] = useState<TabId>('overview')
  const health = useHealth()
  const metrics = useMetrics()
  const security = useSecurity()
  const alerts = useAlerts()
  const failed = [health, metrics, security, alerts].some((q) => q.isError && q.data === undefined)
  const alertCount = alerts.data?.summary.total_alerts ?? 0

  return (
    <div className="min-h-screen bg-cream">
      <MonitoringHeader status={health.data?.status} locale={locale} onLocaleChange={onLocaleChange} />

      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <p className="mb-4 text-sm text-ink-soft" aria-live="polite">
          {health.dataUpdatedAt ? fill(t.updated, { time: f.time(health.dataUpdatedAt) }) : t.refreshing}
        </p>
        {failed && (
          <p role="alert" className="mb-4 rounded-2xl border border-danger/30 bg-red-50 p-4 text-sm text-danger">
            {t.loadFailed}
          </p>
        )}
        <Tabs
          label={t.tabsLabel}
          value={tab}
          onValueChange={(id) => setTab(id as TabId)}
          items={[
            {
              id: 'overview',
              label: t.tabs.overview,
              panel: (
                <Overview health={health.data} metrics={metrics.data} alerts={alerts.data} security={security.data} />
              ),
            },
            { id: 'performance', label: t.tabs.performance, panel: <Performance metrics={metrics.data} /> },
            { id: 'business', label: t.tabs.business, panel: <Business metrics={metrics.data} /> },
            { id: 'security', label: t.tabs.security, panel: <Security security={security.data} /> },
            {
              id: 'alerts',
              label: (
                <>
                  {t.tabs.alerts}
                  {alertCount > 0 && (
                    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs text-white">
                      {alertCount}
                    </span>
                  )}
                </>
              ),
              panel: <Alerts alerts={alerts.data} />,
            },
          ]}
        />
      </main>
    </div>
  )
}
