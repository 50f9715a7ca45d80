import fs from 'node:fs'
import path from 'node:path'

/** A release as CHANGELOG.md records it: `## [1.0.0] - 2026-11-28`, then a `Commit: <40 hex>` line. */
export type Release = { version: string; date: string; commit: string }

/**
 * The releases of CHANGELOG.md, newest first. The commit line, not a git tag, marks a release: a
 * clone always carries the history, not always the tags. A release section without a well-formed
 * commit line is an error, not a release to skip.
 */
export function parseReleases(changelog: string): Release[] {
  const releases: Release[] = []
  const sections = changelog.split(/^## /m).slice(1)
  for (const section of sections) {
    const heading = /^\[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?/.exec(section)
    if (!heading || heading[1] === 'Unreleased') continue
    const [, version, date] = heading
    if (!/^\d+\.\d+\.\d+$/.test(version!)) throw new Error(`CHANGELOG.md: "${version}" is not a version x.y.z`)
    if (!date) throw new Error(`CHANGELOG.md: release ${version} has no date (## [${version}] - YYYY-MM-DD)`)
    const commit = /^Commit: ([0-9a-f]{40})$/m.exec(section)?.[1]
    if (!commit) throw new Error(`CHANGELOG.md: release ${version} names no commit ("Commit: " and 40 hex digits)`)
    releases.push({ version: version!, date, commit })
  }
  return releases
}

export function releases(root = process.cwd()): Release[] {
  return parseReleases(fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'))
}
