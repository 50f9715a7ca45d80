'use client'

import { fill } from '@/i18n/fill'
import { StatCard } from '@/components/studio/kit/cards'
// Type-only: the report shape comes from the server module that produces it; no server code follows.
import type { AlertsReport } from '@/lib/monitoring/alerts'

import { useView } from './useView'

/**
 * The last good backup's age and size, and whether backups are encrypted and their key kept off the
 * machine; red when a backup alert is up (a failure, or too old), amber while the key is not saved.
 */
export function BackupCard({ alerts }: { alerts?: AlertsReport }) {
  const { t, f } = useView()
  const o = t.overview
  const backup = alerts?.backup
  const alerting = alerts?.alerts.some((a) => a.type === 'backup_failed' || a.type === 'backup_age') ?? false
  const lastGood = backup?.last_good_at
  // Counted to the report's own time: the same answer on every render.
  const ageSeconds = alerts && lastGood ? Math.max(0, (Date.parse(alerts.timestamp) - Date.parse(lastGood)) / 1000) : 0
  const keyText =
    backup &&
    (backup.key === 'environment'
      ? o.backupKeyEnvironment
      : backup.key_saved_elsewhere
        ? o.backupKeySaved
        : o.backupKeyUnsaved)
  const encryption =
    backup &&
    (backup.last_good_encrypted === false
      ? o.backupNotEncrypted
      : backup.key === 'none'
        ? o.backupEncrypted
        : `${o.backupEncrypted} (${keyText})`)
  return (
    <StatCard
      label={o.backup}
      value={alerts ? (lastGood ? fill(o.backupAgo, { age: f.duration(ageSeconds) }) : o.backupNone) : undefined}
      detail={
        backup &&
        [
          lastGood && fill(o.backupDetail, { size: f.mb(backup.last_good_bytes ?? 0), date: f.date(lastGood) }),
          encryption,
          backup.last_ok === false && o.backupFailed,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tone={
        alerts
          ? alerting
            ? 'danger'
            : backup?.key === 'generated' && !backup.key_saved_elsewhere
              ? 'warning'
              : lastGood
                ? 'success'
                : 'neutral'
          : 'neutral'
      }
      testId="stat-backup"
    />
  )
}
