import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './data-dir'

/**
 * Returns the value of an environment secret, or one generated on first use and kept in the data
 * directory (mode 600). There is deliberately no default in code: a default secret would be the
 * same on every installation.
 */
export function ensureSecret(envName: string, fileName: string, bytes = 32): string {
  const fromEnv = process.env[envName]
  if (fromEnv) return fromEnv
  const file = path.join(dataDir(), fileName)
  if (fs.existsSync(file)) {
    const saved = fs.readFileSync(file, 'utf8').trim()
    if (saved) return saved
  }
  const generated = crypto.randomBytes(bytes).toString('hex')
  fs.writeFileSync(file, generated + '\n', { mode: 0o600 })
  return generated
}
