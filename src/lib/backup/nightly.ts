import type { Payload } from 'payload'

import { adapterPool } from '@/platform/payload-adapter'

import { backupSettings, encryptionNote, takeBackup } from './run'
import { generatedKeyNotice } from './key'
import { backupDue } from './schedule'
import { readBackupStatus, type Queryable } from './store'

export const BACKUP_LOOP = 'backup'

/**
 * The nightly backup's turn (a loop of the site's scheduler, on the instance holding its lock):
 * takes a backup when a 03:00 in Montréal has passed since the last attempt, then removes the
 * backups no longer kept.
 */
export async function runNightlyBackup(payload: Payload, now = new Date()): Promise<void> {
  const pool = adapterPool<Queryable>(payload)
  const databaseUrl = process.env.DATABASE_URL
  if (!pool || !databaseUrl) return
  const status = await readBackupStatus(pool)
  if (!backupDue(now, { lastAttemptAt: status.lastStartedAt, since: status.scheduleSince })) return
  const taken = await takeBackup({ databaseUrl, settings: backupSettings(), status: pool, prune: true, now })
  if (taken.keyGenerated) payload.logger.warn(generatedKeyNotice(taken.key))
  payload.logger.info(
    `Nightly backup: ${taken.file} (${taken.bytes} bytes, ${await encryptionNote(taken.key, pool)})` +
      `${taken.copiedTo ? `, copied to ${taken.copiedTo}` : ''}` +
      (taken.removed.length ? `; removed ${taken.removed.length} older from this machine` : ''),
  )
}
