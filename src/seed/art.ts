import sharp from 'sharp'

/**
 * Generated artwork for the seed: soft gradients and simple shapes, one motif and palette per
 * subject, so the site looks finished offline without shipping stock photos. Deterministic: the
 * same key always draws the same picture.
 */
export type Motif = 'rings' | 'bloom' | 'grid' | 'circles' | 'stripes' | 'frames' | 'arches' | 'waves'
export type Art = { motif: Motif; palette: [string, string, string, string]; variant?: number }

const W = 1600
const H = 1100

/** Small deterministic PRNG (mulberry32) so every run draws identical files. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function motifShapes(motif: Motif, [, , c3, c4]: Art['palette'], r: () => number): string {
  const f = (n: number) => n.toFixed(1)
  switch (motif) {
    case 'rings': {
      const cx = W * (0.42 + r() * 0.16)
      const cy = H * (0.45 + r() * 0.1)
      const rad = 170 + r() * 60
      return `<g fill="none" stroke="${c4}" stroke-width="10" opacity="0.75">
        <circle cx="${f(cx - rad * 0.45)}" cy="${f(cy)}" r="${f(rad)}"/>
        <circle cx="${f(cx + rad * 0.45)}" cy="${f(cy)}" r="${f(rad)}"/></g>
        <circle cx="${f(W * r())}" cy="${f(H * 0.2 * r())}" r="${f(260 + r() * 120)}" fill="url(#glow3)"/>`
    }
    case 'bloom': {
      const cx = W * (0.35 + r() * 0.3)
      const cy = H * (0.5 + r() * 0.1)
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(360 + r() * 80)}" fill="url(#glow3)"/>
        <circle cx="${f(cx + 40)}" cy="${f(cy + 30)}" r="${f(210 + r() * 40)}" fill="${c4}" opacity="0.5"/>
        <path d="M ${f(cx - 260)} ${f(cy + 340)} Q ${f(cx)} ${f(cy - 120)} ${f(cx + 300)} ${f(cy + 340)}" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/>`
    }
    case 'grid': {
      let s = ''
      for (let i = 0; i < 7; i++) {
        const x = 120 + i * 210 + r() * 30
        const h = 180 + r() * 520
        s += `<rect x="${f(x)}" y="${f(H - h - 120)}" width="150" height="${f(h)}" fill="${i % 2 ? c3 : c4}" opacity="${(0.35 + r() * 0.4).toFixed(2)}"/>`
      }
      for (let i = 1; i < 6; i++)
        s += `<line x1="0" x2="${W}" y1="${i * 180}" y2="${i * 180}" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>`
      return s
    }
    case 'circles': {
      const sizes = [230, 170, 120, 90]
      let x = 260 + r() * 200
      return sizes
        .map((size, i) => {
          const cx = x + size
          x = cx + size * 0.55
          return `<circle cx="${f(cx)}" cy="${f(H * 0.62 - size * 0.4)}" r="${size}" fill="${i % 2 ? c3 : c4}" opacity="${(0.55 + r() * 0.3).toFixed(2)}"/>`
        })
        .join('')
    }
    case 'stripes': {
      let s = `<g transform="rotate(${f(-24 - r() * 10)} ${W / 2} ${H / 2})">`
      for (let i = 0; i < 9; i++)
        s += `<rect x="${f(-400 + i * 290 + r() * 40)}" y="-400" width="${f(40 + r() * 90)}" height="${H + 800}" fill="${i % 3 ? c3 : c4}" opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`
      return s + '</g>'
    }
    case 'frames': {
      let s = ''
      for (let i = 0; i < 5; i++) {
        const x = 140 + i * 280
        s += `<rect x="${f(x)}" y="${f(330 + r() * 60)}" width="230" height="380" rx="14" fill="${c3}" opacity="${(0.3 + r() * 0.4).toFixed(2)}"/>`
        for (let k = 0; k < 6; k++)
          s += `<rect x="${f(x + 8 + k * 38)}" y="290" width="20" height="20" rx="3" fill="${c4}" opacity="0.5"/>`
      }
      return (
        s +
        `<path d="M ${W / 2 - 70} ${H / 2 - 90} L ${W / 2 + 110} ${H / 2} L ${W / 2 - 70} ${H / 2 + 90} Z" fill="#fff" opacity="0.85"/>`
      )
    }
    case 'arches': {
      let s = ''
      for (let i = 0; i < 3; i++) {
        const w = 300 + i * 160
        const x = W / 2 - w / 2 + (r() - 0.5) * 120
        s += `<path d="M ${f(x)} ${H} V ${f(H - w * 0.9)} A ${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w)} ${f(H - w * 0.9)} V ${H}" fill="none" stroke="${i % 2 ? c3 : c4}" stroke-width="${12 - i * 3}" opacity="0.7"/>`
      }
      return s + `<circle cx="${f(W * (0.2 + r() * 0.6))}" cy="${f(H * 0.22)}" r="160" fill="url(#glow4)"/>`
    }
    case 'waves': {
      let s = ''
      for (let i = 0; i < 5; i++) {
        const y = 420 + i * 120 + r() * 40
        const a = 60 + r() * 70
        s += `<path d="M 0 ${f(y)} C ${W * 0.25} ${f(y - a)}, ${W * 0.5} ${f(y + a)}, ${W} ${f(y - a / 2)} L ${W} ${H} L 0 ${H} Z" fill="${i % 2 ? c3 : c4}" opacity="${(0.18 + i * 0.08).toFixed(2)}"/>`
      }
      return s
    }
  }
}

export function artSvg(key: string, art: Art): string {
  let seed = 2166136261
  for (const ch of `${key}:${art.variant ?? 0}`) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619)
  const r = random(seed)
  const [c1, c2] = art.palette
  const angle = Math.round(r() * 360)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
    <radialGradient id="light" cx="${(0.2 + r() * 0.6).toFixed(2)}" cy="${(0.15 + r() * 0.3).toFixed(2)}" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow3"><stop offset="0" stop-color="${art.palette[2]}" stop-opacity="0.7"/><stop offset="1" stop-color="${art.palette[2]}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow4"><stop offset="0" stop-color="${art.palette[3]}" stop-opacity="0.8"/><stop offset="1" stop-color="${art.palette[3]}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${motifShapes(art.motif, art.palette, r)}
  <rect width="${W}" height="${H}" fill="url(#light)"/>
</svg>`
}

/** JPEG bytes of the artwork (sharp renders the SVG; Payload then derives the responsive sizes). */
export async function renderArt(key: string, art: Art): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(key, art)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}
