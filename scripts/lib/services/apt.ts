/**
 * Debian packages the test harness needs (redis-server, nginx), found on the PATH or, as root,
 * installed with `apt-get install -y`, the way scripts/ensure-chromium.ts installs Chromium.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

let updated = false

export function findProgram(names: string[]): string | undefined {
  for (const name of names) {
    if (name.includes('/')) {
      if (fs.existsSync(name)) return name
      continue
    }
    for (const dir of ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin']) {
      const candidate = `${dir}/${name}`
      if (fs.existsSync(candidate)) return candidate
    }
  }
  return undefined
}

/** The program's path; installs `aptPackage` first when it is missing and this process is root. */
export function ensureProgram(program: string, aptPackage: string, log: (line: string) => void = console.log): string {
  const found = findProgram([program])
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot)
    throw new Error(`${program} is missing: install Debian's ${aptPackage} (apt-get install -y ${aptPackage})`)
  log(`No ${program} found: installing Debian's ${aptPackage} with apt-get (running as root)…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (!updated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  updated = true
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', aptPackage], { stdio: 'inherit', env })
  const installed = findProgram([program])
  if (!installed) throw new Error(`apt-get installed ${aptPackage} but ${program} is still missing`)
  return installed
}
