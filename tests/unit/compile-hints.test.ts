import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT } from '@root/scripts/lib/compile-hints'

describe('compile hints on the framework bootstrap chunks', () => {
  let dist: string
  const chunk = (name: string) => path.join(dist, 'static/chunks', name)

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
    fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
    for (const name of ['react-dom.js', 'runtime.js', 'route.js', 'styles.css'])
      fs.writeFileSync(chunk(name), `/* ${name} */`)
    fs.writeFileSync(
      path.join(dist, 'build-manifest.json'),
      JSON.stringify({
        rootMainFiles: [
          'static/chunks/react-dom.js',
          'static/chunks/runtime.js',
          'static/chunks/styles.css',
          'static/chunks/gone.js',
        ],
      }),
    )
  })
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

  it('prepends the hint to the root main scripts only', () => {
    expect(addCompileHints(dist)).toEqual(['static/chunks/react-dom.js', 'static/chunks/runtime.js'])
    // The spelling V8 looks for, on the first line.
    expect(fs.readFileSync(chunk('react-dom.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\n/* react-dom.js */')
    expect(fs.readFileSync(chunk('runtime.js'), 'utf8')).toBe(`${COMPILE_HINT}/* runtime.js */`)
    expect(fs.readFileSync(chunk('route.js'), 'utf8')).toBe('/* route.js */')
    expect(fs.readFileSync(chunk('styles.css'), 'utf8')).toBe('/* styles.css */')
    expect(fs.readdirSync(path.join(dist, 'static/chunks')).some((f) => f.endsWith('.tmp'))).toBe(false)
  })

  it('is idempotent, so every start can apply it', () => {
    addCompileHints(dist)
    expect(addCompileHints(dist)).toEqual([])
    expect(fs.readFileSync(chunk('react-dom.js'), 'utf8')).toBe(`${COMPILE_HINT}/* react-dom.js */`)
  })

  it('does nothing without a build', () => {
    fs.rmSync(path.join(dist, 'build-manifest.json'))
    expect(addCompileHints(dist)).toEqual([])
  })
})
