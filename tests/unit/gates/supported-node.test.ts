/**
 * The Node the tests run on is one the site supports (package.json engines), and so is the one
 * `npm ci` put in node_modules/.bin: `npm test` and `npm start` run on it, whatever Node the host
 * has. Also the check scripts/start.ts makes before anything else.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { supportedNodeRange, unsupportedNode } from '@root/scripts/lib/supported-node'

describe('supported Node', () => {
  const range = supportedNodeRange()

  it('refuses a Node older than engines.node, with the reason, and accepts the rest', () => {
    expect(range).toBe('>=24.11.1')
    expect(unsupportedNode('v20.20.2', range)).toMatch(/^Node 20\.20\.2 is too old .*engines: node >=24\.11\.1/)
    expect(unsupportedNode('24.11.0', range)).toMatch(/too old/)
    for (const ok of ['24.11.1', '24.21.0', '25.0.0', '26.10.0']) expect(unsupportedNode(ok, range)).toBeUndefined()
  })

  it('runs these tests on a supported Node', () => {
    expect(unsupportedNode(process.versions.node, range)).toBeUndefined()
  })

  it('is the Node npm ci installed in node_modules/.bin, where this platform has one', () => {
    const bin = path.resolve('node_modules/.bin', process.platform === 'win32' ? 'node.cmd' : 'node')
    const packaged = fs.existsSync(
      path.resolve('node_modules', `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`),
    )
    if (!packaged) return
    const version = execFileSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
    expect(unsupportedNode(version, range)).toBeUndefined()
    expect(process.versions.node).toBe(version)
  })
})
