/**
 * When the nightly backup falls due (03:00 in Montréal, across the DST changes) and which backups
 * the retention keeps (src/lib/backup/schedule.ts, src/lib/backup/run.ts), and the file names the
 * retention reads back (src/lib/backup/archive.ts).
 */
import { describe, expect, it } from 'vitest'

import { backupFileName, backupTime } from '@/lib/backup/archive'
import { expiredBackups } from '@/lib/backup/run'
import { backupDue, latestSlot, nextSlot } from '@/lib/backup/schedule'

const utc = (iso: string) => new Date(iso)

describe('03:00 in Montréal', () => {
  it('is 08:00 UTC in winter (EST) and 07:00 UTC in summer (EDT)', () => {
    expect(nextSlot(utc('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-16T08:00:00.000Z')
    expect(nextSlot(utc('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-16T07:00:00.000Z')
  })

  it('comes once on the night the clocks spring forward (2026-03-08, 02:00 → 03:00)', () => {
    // Saturday evening, EST: the next slot is Sunday's 03:00 EDT, the first instant after the jump.
    expect(nextSlot(utc('2026-03-08T03:00:00Z')).toISOString()).toBe('2026-03-08T07:00:00.000Z')
    expect(nextSlot(utc('2026-03-08T07:00:00Z')).toISOString()).toBe('2026-03-09T07:00:00.000Z')
    expect(latestSlot(utc('2026-03-08T06:59:59Z')).toISOString()).toBe('2026-03-07T08:00:00.000Z')
    expect(latestSlot(utc('2026-03-08T07:00:00Z')).toISOString()).toBe('2026-03-08T07:00:00.000Z')
  })

  it('comes once on the night the clocks fall back (2026-11-01, 02:00 → 01:00)', () => {
    expect(nextSlot(utc('2026-10-31T12:00:00Z')).toISOString()).toBe('2026-11-01T08:00:00.000Z')
    // 01:30 comes twice that night (05:30 and 06:30 UTC); 03:00 once, at 08:00 UTC.
    expect(nextSlot(utc('2026-11-01T05:30:00Z')).toISOString()).toBe('2026-11-01T08:00:00.000Z')
    expect(nextSlot(utc('2026-11-01T06:30:00Z')).toISOString()).toBe('2026-11-01T08:00:00.000Z')
    expect(nextSlot(utc('2026-11-01T08:00:00Z')).toISOString()).toBe('2026-11-02T08:00:00.000Z')
  })

  it('is due once per night: after each 03:00, until a backup is attempted', () => {
    const since = utc('2026-03-05T00:00:00Z')
    // Every five minutes through the spring-forward week, as the loop asks: one backup a night.
    let lastAttemptAt: Date | null = null
    const taken: string[] = []
    for (let t = utc('2026-03-05T00:00:00Z').getTime(); t < utc('2026-03-11T00:00:00Z').getTime(); t += 5 * 60_000) {
      const now = new Date(t)
      if (backupDue(now, { lastAttemptAt, since })) {
        taken.push(now.toISOString())
        lastAttemptAt = now
      }
    }
    expect(taken).toEqual([
      '2026-03-05T08:00:00.000Z',
      '2026-03-06T08:00:00.000Z',
      '2026-03-07T08:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-09T07:00:00.000Z',
      '2026-03-10T07:00:00.000Z',
    ])
  })

  it('a new installation waits for the next 03:00; one down at 03:00 catches up when it comes back', () => {
    const since = utc('2026-06-10T15:00:00Z')
    expect(backupDue(utc('2026-06-10T20:00:00Z'), { lastAttemptAt: null, since })).toBe(false)
    expect(backupDue(utc('2026-06-11T07:00:00Z'), { lastAttemptAt: null, since })).toBe(true)
    const last = utc('2026-06-11T07:00:01Z')
    expect(backupDue(utc('2026-06-12T06:59:00Z'), { lastAttemptAt: last, since })).toBe(false)
    // Down from 02:00 to 10:00 on the 12th: due when it is back.
    expect(backupDue(utc('2026-06-12T14:00:00Z'), { lastAttemptAt: last, since })).toBe(true)
  })
})

describe('retention', () => {
  const name = (iso: string) => backupFileName(utc(iso), true)
  const nightly = (from: string, nights: number) =>
    Array.from({ length: nights }, (_, i) => name(new Date(utc(from).getTime() + i * 86_400_000).toISOString()))

  it('names files by their UTC time and reads the time back', () => {
    const file = name('2026-11-28T08:00:00.123Z')
    expect(file).toBe('backup-2026-11-28T08-00-00-123Z.tar.gz.enc')
    expect(backupTime(file)!.toISOString()).toBe('2026-11-28T08:00:00.123Z')
    expect(backupTime('notes.txt')).toBeNull()
  })

  it('keeps the newest of the last 7 days and of the last 8 weeks, and lets the rest go', () => {
    const all = nightly('2026-09-01T07:00:00Z', 90) // Sept. 1 to Nov. 29
    const expired = new Set(expiredBackups(all, { keepDaily: 7, keepWeekly: 8 }))
    const kept = all.filter((n) => !expired.has(n))
    // The last 7 nights, plus the Sunday (newest of its ISO week) of each of the 7 weeks before.
    expect(kept.slice(-7)).toEqual(all.slice(-7))
    expect(kept).toHaveLength(7 + 7)
    expect(kept[0]).toBe(name('2026-10-11T07:00:00Z'))
    expect(kept.slice(0, 7).map((n) => new Date(backupTime(n)!.getTime() - 5 * 3600_000).getUTCDay())).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ])
  })

  it('counts days that have a backup: a long pause keeps the last ones', () => {
    const old = nightly('2026-01-01T08:00:00Z', 10)
    // Jan. 1 to 10, 2026; nothing since. The last 7 stay, and Jan. 4 would anyway (the Sunday that
    // ends ISO week 1); Jan. 1 to 3 go.
    expect(expiredBackups(old, { keepDaily: 7, keepWeekly: 8 })).toEqual(old.slice(0, 3))
    // Several backups on one day: only that day's newest counts for it.
    const sameDay = [name('2026-05-01T07:00:00Z'), name('2026-05-01T15:00:00Z')]
    expect(expiredBackups(sameDay, { keepDaily: 7, keepWeekly: 8 })).toEqual([sameDay[0]])
  })

  it('ignores files that are not backups', () => {
    expect(expiredBackups(['notes.txt', '.partial-abc'], { keepDaily: 1, keepWeekly: 1 })).toEqual([])
  })
})
