/**
 * The e2e layer's phone pass runs only the tests tagged PHONE in the specs of PHONE_SPECS
 * (tests/e2e/fixtures/projects.ts): the pages whose phone layout differs. The list is what runs:
 * the phone project selects exactly it, and every spec that tags PHONE is in it. A form is the usual such page, so every form of the site
 * has a decision there: the spec whose PHONE tests fill it at 390 px, or why the desktop pass is
 * enough. A new form, or a spec that lost its tag, fails here instead of leaving the phone quietly.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PHONE_FORMS, PHONE_MENU, PHONE_SPECS, phoneTestMatch } from '@root/tests/e2e/fixtures/projects'

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
    expect(specs.filter((spec) => !(spec in PHONE_SPECS))).toEqual([])
    expect(fs.readFileSync(path.join(root, PHONE_MENU.component), 'utf8')).toContain('mobile-menu')
  })

  it('lists every spec that tags PHONE, and only those', () => {
    const tagging = fs
      .readdirSync(e2e)
      .filter((file) => file.endsWith('.spec.ts') && tagsPhone(file))
      .sort()
    // The header's menu, five public forms and the sign-in: not a handful of stray tags.
    expect(tagging.length).toBeGreaterThanOrEqual(7)
    expect(tagging).toEqual(Object.keys(PHONE_SPECS).sort())
  })

  it('runs on the phone the listed specs’ PHONE tests and nothing else, every test on the desktop', () => {
    // Read as text: importing the config loads @playwright/test, seconds of the unit layer for one check.
    const config = fs.readFileSync(path.join(root, 'playwright.config.ts'), 'utf8')
    const projects = config.slice(config.indexOf('projects: ['), config.indexOf('webServer:'))
    const desktop = projects.slice(0, projects.indexOf("name: 'phone'"))
    const phone = projects.slice(projects.indexOf("name: 'phone'"))
    expect(desktop).toContain("name: 'desktop'")
    expect(phone).toMatch(/testMatch: phoneTestMatch,\s+grep: new RegExp\(PHONE\),/)
    for (const other of ['testIgnore', 'grepInvert', 'testDir']) expect(phone).not.toContain(other)
    for (const selection of ['testMatch', 'testIgnore', 'grep']) expect(desktop).not.toContain(selection)
    expect(phoneTestMatch).toEqual(Object.keys(PHONE_SPECS).map((spec) => `**/tests/e2e/${spec}`))
  })
})
