/**
 * The e2e layer's phone pass runs only the tests tagged PHONE (tests/e2e/fixtures/projects.ts):
 * the pages whose phone layout differs. A form is the usual such page, so every form of the site
 * has a decision there: the spec whose PHONE tests fill it at 390 px, or why the desktop pass is
 * enough. A new form, or a spec that lost its tag, fails here instead of leaving the phone quietly.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PHONE_FORMS, PHONE_MENU } from '@root/tests/e2e/fixtures/projects'

const root = path.resolve(import.meta.dirname, '../../..')
const e2e = path.join(root, 'tests/e2e')

/** Every file of src/ that renders a form element. */
function formFiles(): string[] {
  return fs
    .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => `src/${file}`)
    .filter((file) => /<form[\s>]/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort()
}

/** Whether a spec has a test or group tagged PHONE (`{ tag: PHONE }`, alone or in a list). */
const tagsPhone = (spec: string) =>
  /\btag:\s*(PHONE\b|\[[^\]]*\bPHONE\b)/.test(fs.readFileSync(path.join(e2e, spec), 'utf8'))

describe('the phone pass', () => {
  it('has a decision for every form of the site', () => {
    const forms = formFiles()
    // Far from empty: the public forms and the dashboard's.
    expect(forms.length).toBeGreaterThan(5)
    expect(forms.filter((file) => !(file in PHONE_FORMS))).toEqual([])
    expect(Object.keys(PHONE_FORMS).filter((file) => !forms.includes(file))).toEqual([])
  })

  it('fills each phone form in a spec with a PHONE test, and opens the header’s menu', () => {
    const specs = [
      ...new Set([
        ...Object.values(PHONE_FORMS).flatMap((decision) => ('phone' in decision ? [decision.phone] : [])),
        PHONE_MENU.spec,
      ]),
    ]
    expect(specs.filter((spec) => !fs.existsSync(path.join(e2e, spec)) || !tagsPhone(spec))).toEqual([])
    expect(fs.readFileSync(path.join(root, PHONE_MENU.component), 'utf8')).toContain('mobile-menu')
  })

  it('tags with the one tag the phone project selects', () => {
    const config = fs.readFileSync(path.join(root, 'playwright.config.ts'), 'utf8')
    expect(config).toContain('grep: new RegExp(PHONE)')
  })
})
