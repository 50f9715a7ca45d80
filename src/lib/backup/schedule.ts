import { TZDate } from '@date-fns/tz'

/**
 * When the nightly backup falls due, and which backups are kept. The studio's clock is Montréal's
 * (America/Toronto): the backup runs at 03:00 there, winter and summer. 03:00 is never skipped nor
 * repeated by a DST change there (the spring jump goes from 02:00 to 03:00, the autumn repeat is
 * 01:00 to 02:00), so each local day has exactly one slot.
 */
export const BACKUP_TIME_ZONE = 'America/Toronto'
export const BACKUP_HOUR = 3

/** The local calendar day of `at` in Montréal, as [year, month (0-11), day]. */
function localDay(at: Date): [number, number, number] {
  const local = new TZDate(at.getTime(), BACKUP_TIME_ZONE)
  return [local.getFullYear(), local.getMonth(), local.getDate()]
}

function slotOn(year: number, month: number, day: number): Date {
  return new Date(new TZDate(year, month, day, BACKUP_HOUR, 0, 0, 0, BACKUP_TIME_ZONE).getTime())
}

/** The most recent 03:00 in Montréal at or before `now`. */
export function latestSlot(now: Date): Date {
  const [y, m, d] = localDay(now)
  const today = slotOn(y, m, d)
  return today.getTime() <= now.getTime() ? today : slotOn(y, m, d - 1)
}

/** The next 03:00 in Montréal after `now`. */
export function nextSlot(now: Date): Date {
  const [y, m, d] = localDay(now)
  const today = slotOn(y, m, d)
  return today.getTime() > now.getTime() ? today : slotOn(y, m, d + 1)
}

/**
 * Whether the nightly backup is due: a 03:00 has passed since the last attempt, or since the
 * schedule began on this database (a new installation takes its first one the next night, and an
 * instance that was down at 03:00 takes the missed one when it comes back).
 */
export function backupDue(now: Date, { lastAttemptAt, since }: { lastAttemptAt: Date | null; since: Date }): boolean {
  const slot = latestSlot(now)
  const reference = lastAttemptAt && lastAttemptAt > since ? lastAttemptAt : since
  return reference.getTime() < slot.getTime()
}

/** The Montréal day ("2026-11-28") and ISO week ("2026-W48") a backup taken at `at` belongs to. */
function periods(at: Date): { day: string; week: string } {
  const [y, m, d] = localDay(at)
  const day = `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`
  // ISO week: the week of the Thursday of this Monday-to-Sunday week, counted in that Thursday's year.
  const thursday = new Date(Date.UTC(y, m, d))
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7))
  const weekYear = thursday.getUTCFullYear()
  const week = Math.ceil(((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7)
  return { day, week: `${weekYear}-W${String(week).padStart(2, '0')}` }
}

/**
 * Of the backups taken at `times`, the ones to keep: the newest of each of the `daily` most recent
 * Montréal days that have one, and the newest of each of the `weekly` most recent ISO weeks that
 * have one. Everything else may go. Counting days and weeks that have a backup (not calendar days)
 * means a site that was off for a month still keeps its last ones.
 */
export function backupsToKeep(times: Date[], { daily, weekly }: { daily: number; weekly: number }): Set<number> {
  const newestFirst = [...times].sort((a, b) => b.getTime() - a.getTime())
  const keep = new Set<number>()
  const days = new Set<string>()
  const weeks = new Set<string>()
  for (const at of newestFirst) {
    const { day, week } = periods(at)
    if (!days.has(day) && days.size < daily) {
      days.add(day)
      keep.add(at.getTime())
    }
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week)
      keep.add(at.getTime())
    }
  }
  return keep
}
