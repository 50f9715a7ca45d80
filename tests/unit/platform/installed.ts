import fs from 'node:fs'
import path from 'node:path'

/** A file of an installed package, as the site runs it (node_modules at the project root). */
export function packageFile(pkg: string, file: string): string {
  const full = path.join(process.cwd(), 'node_modules', pkg, file)
  if (!fs.existsSync(full)) throw new Error(`${pkg}/${file} is gone: the reliance it documents must be re-checked`)
  return fs.readFileSync(full, 'utf8')
}

export function packageVersion(pkg: string): string {
  return (JSON.parse(packageFile(pkg, 'package.json')) as { version: string }).version
}
