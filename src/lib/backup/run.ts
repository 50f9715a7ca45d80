import fs from 'node:fs'
import path from 'node:path'

import { positiveSetting } from '@/lib/runtime/settings'

import { BACKUP_FILE, backupTime, createBackup, type BackupResult } from './archive'
import { copyOffsite, deleteOffsite, listOffsite, offsiteSettings, type OffsiteSettings } from './offsite'
import { backupsToKeep } from './schedule'
import { recordBackupFailed, recordBackupStarted, recordBackupSucceeded, type Queryable } from './store'

/**
 * Taking a backup as the site does it, for `npm run backup` and the nightly loop alike: the file
 * (archive.ts), its copy off the machine when a bucket is configured (offsite.ts), the state every
 * instance reads (status.ts), and, for the nightly run, the removal of the backups no longer kept.
 */
export interface BackupSettings {
  backupDir: string
  /** undefined when the media live in a bucket: the bucket keeps them, not the backup. */
  mediaDir: string | undefined
  key: string | undefined
  keepDaily: number
  keepWeekly: number
  offsite: OffsiteSettings | undefined
}

export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  // A run-time directory (turbopackIgnore: the bundler must not trace the project for it).
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || '.data')
  return {
    backupDir: env.BACKUP_DIR ? path.resolve(/*turbopackIgnore: true*/ env.BACKUP_DIR) : path.join(dataDir, 'backups'),
    mediaDir: env.S3_BUCKET ? undefined : env.MEDIA_DIR || path.join(dataDir, 'media'),
    key: env.BACKUP_KEY || undefined,
    keepDaily: positiveSetting(env.BACKUP_KEEP_DAILY, 7),
    keepWeekly: positiveSetting(env.BACKUP_KEEP_WEEKLY, 8),
    offsite: offsiteSettings(env),
  }
}

/** The site's name and version, from the package.json of the directory it runs from. */
export function siteInfo(): { name: string; version: string } {
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'package.json')
  const { name, version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; version: string }
  return { name, version }
}

/**
 * Records the backup's state; a database whose migrations have not made the table yet (a site of an
 * older release, backed up by this checkout before its first start) is still backed up.
 */
async function recorded(write: () => Promise<void>): Promise<void> {
  try {
    await write()
  } catch (error) {
    if ((error as { code?: string }).code !== '42P01') throw error
  }
}

export interface TakenBackup extends BackupResult {
  copiedTo: string | null
  removed: string[]
}

/**
 * One backup, recorded in `backup_status` whatever its outcome. A backup whose copy off the
 * machine failed counts as failed (the file stays on disk): the studio must hear that its only
 * copy is on the machine it fears to lose.
 */
export async function takeBackup({
  databaseUrl,
  settings,
  status,
  prune = false,
  now = new Date(),
}: {
  databaseUrl: string
  settings: BackupSettings
  status: Queryable
  prune?: boolean
  now?: Date
}): Promise<TakenBackup> {
  await recorded(() => recordBackupStarted(status, now))
  try {
    const result = await createBackup({
      databaseUrl,
      mediaDir: settings.mediaDir,
      backupDir: settings.backupDir,
      key: settings.key,
      site: siteInfo(),
      now,
    })
    let copiedTo: string | null = null
    if (settings.offsite) {
      try {
        copiedTo = await copyOffsite(settings.offsite, result.file, path.basename(result.file))
      } catch (error) {
        throw new Error(
          `The backup ${result.file} was written, but its copy to the bucket failed: ${(error as Error).message}`,
          { cause: error },
        )
      }
    }
    await recorded(() => recordBackupSucceeded(status, { at: now, file: result.file, bytes: result.bytes, copiedTo }))
    const removed = prune ? await pruneBackups(settings) : []
    return { ...result, copiedTo, removed }
  } catch (error) {
    await recorded(() => recordBackupFailed(status, String((error as Error)?.message ?? error))).catch(() => {})
    throw error
  }
}

/** Backup names of `names` that the retention (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY) lets go. */
export function expiredBackups(names: string[], settings: Pick<BackupSettings, 'keepDaily' | 'keepWeekly'>): string[] {
  const dated = names.flatMap((name) => {
    const at = backupTime(name)
    return at ? [{ name, at }] : []
  })
  const keep = backupsToKeep(
    dated.map((d) => d.at),
    { daily: settings.keepDaily, weekly: settings.keepWeekly },
  )
  return dated.filter((d) => !keep.has(d.at.getTime())).map((d) => d.name)
}

const DAY_MS = 86_400_000

/** Removes the backups the retention lets go, on disk and in the bucket; returns their names. */
export async function pruneBackups(settings: BackupSettings, now = new Date()): Promise<string[]> {
  const names = fs.existsSync(settings.backupDir) ? fs.readdirSync(settings.backupDir) : []
  const expired = expiredBackups(
    names.filter((n) => BACKUP_FILE.test(n)),
    settings,
  )
  for (const name of expired) fs.rmSync(path.join(settings.backupDir, name), { force: true })
  // What a crash in the middle of a backup left behind.
  for (const name of names.filter((n) => n.startsWith('.partial-'))) {
    const dir = path.join(settings.backupDir, name)
    if (now.getTime() - fs.statSync(dir).mtimeMs > DAY_MS) fs.rmSync(dir, { recursive: true, force: true })
  }
  if (settings.offsite) {
    const remote = expiredBackups(await listOffsite(settings.offsite), settings)
    await deleteOffsite(settings.offsite, remote)
    for (const name of remote) if (!expired.includes(name)) expired.push(name)
  }
  return expired
}
