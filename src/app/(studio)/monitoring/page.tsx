import { MonitoringApp } from '@/components/monitoring/MonitoringApp'
import { ADMIN_LOCALE } from '@/components/studio/admin-messages'

export const dynamic = 'force-static'

/** /monitoring: the administrator's sign-in, then health, metrics, alerts and security. */
export default function MonitoringPage() {
  return <MonitoringApp defaultLocale={ADMIN_LOCALE} />
}
