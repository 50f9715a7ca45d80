/** React still marks its root with __reactContainer$ when it starts listening (src/platform/react-root-marker.ts). */
import { describe, expect, it } from 'vitest'

import { REACT_CONTAINER_PREFIX } from '@/platform/react-root-marker'
import { packageFile } from './installed'

// The App Router runs Next's own copy of react-dom; the package's is checked too.
const bundles = [
  ['next', 'dist/compiled/react-dom/cjs/react-dom-client.production.js'],
  ['react-dom', 'cjs/react-dom-client.production.js'],
] as const

describe("React DOM's root marker", () => {
  for (const [pkg, file] of bundles) {
    it(`${pkg}/${file}: hydrateRoot marks the container, then listens`, () => {
      const source = packageFile(pkg, file)
      expect(source).toContain(`internalContainerInstanceKey = ${JSON.stringify(REACT_CONTAINER_PREFIX)} + randomKey`)
      const hydrate = source.slice(source.indexOf('exports.hydrateRoot = function'))
      expect(hydrate).toMatch(
        /^exports\.hydrateRoot = function[\s\S]*?container\[internalContainerInstanceKey\] = [^;]+;\s*listenToAllSupportedEvents\(container\)/,
      )
    })
  }
})
