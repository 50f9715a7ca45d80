import fs from 'node:fs'
import path from 'node:path'

/**
 * Where local state lives (embedded PostgreSQL, generated secrets, media). Tests point it at a
 * temporary directory. Mode 711: when run as root, the embedded server runs as the OS user
 * `postgres`, which must traverse this directory to reach its cluster; the secrets inside are 600.
 */
export function dataDir(): string {
  // A run-time directory, not part of the build: the bundler must not trace the project for it.
  const dir = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || '.data')
  fs.mkdirSync(dir, { recursive: true })
  fs.chmodSync(dir, 0o711)
  return dir
}
