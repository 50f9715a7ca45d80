/**
 * The layer rules of .dependency-cruiser.cjs (docs/layers.md) catch what they are written for: a
 * small tree with one upward import per rule, and two src/lib folders that import each other
 * through different modules, must break every `layers-*` rule, each with its own import. A rule
 * whose pattern or scope no longer matches after an edit or a dependency-cruiser upgrade would
 * otherwise pass in silence; `npm run lint:deps` then checks the real tree.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as {
  forbidden: IForbiddenRuleType[]
  options: Record<string, unknown>
}
const layerRules = config.forbidden.filter((rule) => rule.name?.startsWith('layers-'))

/** Each file of the tree and what it imports (relative, so no alias is involved). */
const tree: Record<string, string[]> = {
  'payload.config.ts': [],
  'src/i18n/routing.ts': ['../lib/site/routes'],
  'utilities/revalidate.ts': ['../src/lib/site/routes'],
  'src/lib/site/routes.ts': ['../../components/site/Link'],
  'src/lib/site/door.ts': ['../../../payload.config'],
  'src/lib/http/errors.ts': ['../auth/session'],
  'src/lib/auth/session.ts': [],
  'src/lib/auth/login.ts': ['../http/request'],
  'src/lib/http/request.ts': [],
  'collections/Posts.ts': ['../src/components/site/Link', '../endpoints/blog'],
  'fields/slug.ts': ['../collections/Posts'],
  'endpoints/blog.ts': [],
  'src/components/site/Link.tsx': ['../../../collections/Posts'],
  'src/components/forms/BookingForm.tsx': ['../site/classes/ClassCards'],
  'src/components/site/classes/ClassCards.tsx': ['../../forms/BookingForm'],
  'src/app/page.tsx': ['../../tests/helpers'],
  'tests/helpers.ts': [],
}

let dir: string
let result: ICruiseResult

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'))
  for (const [file, imports] of Object.entries(tree)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
    const body = imports.map((to, i) => `import * as m${i} from '${to}'\nvoid m${i}\n`).join('')
    fs.writeFileSync(path.join(dir, file), `${body}export const here = '${file}'\n`)
  }
  const { tsConfig: _, ...options } = config.options
  const { output } = await cruise(['.'], {
    ...options,
    baseDir: dir,
    ruleSet: { forbidden: layerRules },
    validate: true,
  })
  result = output as ICruiseResult
}, 60_000)

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('layer rules', () => {
  it('every layers-* rule catches the import written to break it', () => {
    const broken = new Set(result.summary.violations.map((v) => v.rule.name))
    expect(layerRules.length).toBeGreaterThanOrEqual(10)
    expect([...broken].sort()).toEqual(layerRules.map((rule) => rule.name).sort())
  })

  it('a folder cycle in src/lib is reported with its path', () => {
    const cycles = result.summary.violations.filter((v) => v.rule.name === 'layers-no-folder-cycle-in-lib')
    expect(cycles.map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)])).toContainEqual([
      'src/lib/http',
      'src/lib/auth',
      'src/lib/http',
    ])
  })
})
