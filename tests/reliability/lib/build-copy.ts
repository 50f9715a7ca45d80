import fs from 'node:fs'
import path from 'node:path'

import { distDir } from '@root/scripts/lib/build-fingerprint'

/**
 * A copy of the current production build in `.next-<name>`, for a site that runs beside another
 * on the same machine: Next keeps its run-time caches (rendered pages, fetched data) inside its
 * build directory, and two sites on two databases must not read each other's. Copied again only
 * when the build changed; the copy's own caches are emptied each time. The copy keeps the build's
 * fingerprint stamp, so the site it serves does not build again.
 */
export function copyBuild(name: string): string {
  const source = distDir()
  const target = `.next-${name}`
  const id = (dir: string) => {
    try {
      return `${fs.readFileSync(path.join(dir, 'BUILD_ID'), 'utf8')}:${fs.readFileSync(path.join(dir, 'source-fingerprint'), 'utf8')}`
    } catch {
      return ''
    }
  }
  if (!id(source)) throw new Error(`No production build in ${source}`)
  if (id(target) === id(source)) {
    fs.rmSync(path.join(target, 'cache'), { recursive: true, force: true })
    return target
  }
  fs.rmSync(target, { recursive: true, force: true })
  const cache = path.resolve(source, 'cache')
  fs.cpSync(source, target, { recursive: true, filter: (src) => !path.resolve(src).startsWith(cache) })
  return target
}
