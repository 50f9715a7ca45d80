import fs from 'node:fs'

/**
 * The Node versions the site supports: package.json `engines.node`, a lower bound `>=X.Y.Z`.
 * npm ci installs that Node in node_modules/.bin on Linux x64/arm64 and Windows x64 (the optional
 * `node-<os>-<cpu>` packages), and npm puts that folder first on the PATH of `npm start` and
 * `npm test`; elsewhere the host's own Node must be recent enough.
 */
export function supportedNodeRange(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    engines?: { node?: string }
  }
  return pkg.engines?.node ?? ''
}

/** Why `version` cannot run the site, or undefined when it can. */
export function unsupportedNode(version: string, range: string): string | undefined {
  const bound = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(range)
  if (!bound) throw new Error(`package.json engines.node must be ">=X.Y.Z", not "${range}"`)
  const have = version.replace(/^v/, '').split('.').map(Number)
  const need = bound.slice(1).map(Number)
  for (let i = 0; i < 3; i++) {
    if (have[i]! > need[i]!) return undefined
    if (have[i]! < need[i]!) {
      return (
        `Node ${version.replace(/^v/, '')} is too old for this site (package.json engines: node ${range}). ` +
        'Run it through npm (`npm start`, `npm test`), which uses the Node that `npm ci` installs in ' +
        'node_modules/.bin on Linux and Windows, or install a current Node LTS.'
      )
    }
  }
  return undefined
}

/** Stops this process with the reason when its Node is older than the site supports. */
export function refuseUnsupportedNode(): void {
  const problem = unsupportedNode(process.versions.node, supportedNodeRange())
  if (!problem) return
  console.error(problem)
  process.exit(1)
}
