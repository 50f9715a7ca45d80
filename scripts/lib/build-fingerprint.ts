import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Everything that changes what `next build` produces. */
const INPUTS = [
  'src',
  'collections',
  'globals',
  'endpoints',
  'access',
  'fields',
  'utilities',
  'plugins',
  'migrations',
  'public',
  'payload.config.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'postcss.config.mjs',
]

function walk(entry: string, out: string[]) {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name), out)
  } else out.push(entry)
}

/**
 * A tsconfig's `include` only decides what gets type-checked, and `next build` appends its own
 * dist dir's types to it (.next-rel/types/…): left in, every build in another directory would make
 * the others stale.
 */
function contentOf(file: string): Buffer | string {
  if (!/tsconfig[^/]*\.json$/.test(file)) return fs.readFileSync(file)
  const { include: _include, ...rest } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
  return JSON.stringify(rest)
}

/** A content hash (not mtimes, which a fresh clone resets) of the build inputs. */
export function sourceFingerprint(root = process.cwd()): string {
  const files: string[] = []
  for (const input of INPUTS) walk(path.join(root, input), files)
  const hash = crypto.createHash('sha256')
  for (const file of files) {
    hash.update(path.relative(root, file))
    hash.update(contentOf(file))
  }
  hash.update(
    Object.keys(process.env)
      .filter((k) => k.startsWith('NEXT_PUBLIC_'))
      .sort()
      .map((k) => `${k}=${process.env[k]}`)
      .join('\n'),
  )
  return hash.digest('hex')
}

export function distDir() {
  return process.env.NEXT_DIST_DIR || '.next'
}

export function buildIsCurrent(): boolean {
  const stamp = path.join(distDir(), 'source-fingerprint')
  return (
    fs.existsSync(path.join(distDir(), 'BUILD_ID')) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === sourceFingerprint()
  )
}

/** Pass the fingerprint taken before the build: a file edited during the build must trigger the next one. */
export function markBuildCurrent(fingerprint = sourceFingerprint()) {
  fs.writeFileSync(path.join(distDir(), 'source-fingerprint'), fingerprint)
}
