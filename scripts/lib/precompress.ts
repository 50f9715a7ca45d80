import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)

/**
 * Quality 11 costs about 5 ms per KB here; for the site's chunks (at most a few hundred KB) it is
 * worth its ~8% over quality 9. The CMS's admin bundles reach a megabyte each, would take ten
 * seconds apiece, and only editors load them (then keep them a year): quality 9 for those.
 */
const LARGE = 256 * 1024

function* staticFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* staticFiles(full)
    else if (/\.(?:js|css)$/.test(entry.name)) yield full
  }
}

/**
 * Writes `<file>.br` (brotli) next to each script and stylesheet of the build that
 * lacks an up-to-date one, for src/server/serve.ts (src/server/precompressed-assets.ts). Run after
 * the build and after the compile hints, which rewrite a few chunks. Returns the files written.
 */
export async function precompressStatic(distDir: string): Promise<number> {
  let written = 0
  const pending: Promise<void>[] = []
  for (const file of staticFiles(path.join(distDir, 'static'))) {
    const target = `${file}.br`
    if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(file).mtimeMs) continue
    pending.push(
      (async () => {
        const source = fs.readFileSync(file)
        const compressed = await brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: source.length > LARGE ? 9 : 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        })
        // Written whole to a sibling, then renamed: a running server never reads half a file.
        fs.writeFileSync(`${target}.tmp`, compressed)
        fs.renameSync(`${target}.tmp`, target)
        written++
      })(),
    )
  }
  await Promise.all(pending)
  return written
}
