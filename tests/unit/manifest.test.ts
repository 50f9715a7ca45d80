import fs from 'node:fs'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { manifestPath, webManifest } from '@/lib/site/manifest'

describe('web app manifest', () => {
  it('opens the installed app in the language it was installed from', () => {
    expect(webManifest('en').start_url).toBe('/')
    expect(webManifest('fr').start_url).toBe('/fr')
    expect(manifestPath('en')).toBe('/manifest.webmanifest')
    expect(manifestPath('fr')).toBe('/fr/manifest.webmanifest')
    // One app, whichever language installed it.
    expect(webManifest('fr').id).toBe(webManifest('en').id)
    expect(webManifest('fr').name).toMatch(/Photographie/)
    expect(webManifest('en').lang).toBe('en-CA')
  })

  it('has the installability essentials: names, colours, standalone, 192 and 512 px PNG icons that exist', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const m = webManifest(locale)
      expect(m.name && m.short_name).toBeTruthy()
      expect(m.display).toBe('standalone')
      expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
      expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i)
      const sizes = new Set<string>()
      for (const icon of m.icons ?? []) {
        const file = `public${icon.src}`
        expect(fs.existsSync(file), file).toBe(true)
        const { width, height, format } = await sharp(file).metadata()
        expect(`${width}x${height}`).toBe(icon.sizes)
        expect(format).toBe('png')
        sizes.add(icon.sizes!)
      }
      expect([...sizes].sort()).toEqual(['192x192', '512x512'])
      expect(m.icons?.some((i) => i.purpose === 'maskable')).toBe(true)
    }
  })
})
