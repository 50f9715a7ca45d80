import type { Art } from '@/seed/art'
import { l, type Pair } from '@/seed/localize'

export type SeedImage = { key: string; art: Art; alt: Pair }
export type MediaLookup = (key: string) => number

type Palette = Art['palette']
const palettes = {
  weddings: ['#f6ece4', '#e9d3c4', '#f1d6c6', '#b08d57'],
  maternity: ['#fbe9dc', '#eab9a0', '#f6c9ae', '#fff4ec'],
  corporate: ['#1f2a38', '#3b4a5e', '#8aa0b8', '#c9a66b'],
  family: ['#e2eadf', '#a9bda3', '#7f9a7a', '#f6f1e8'],
  sports: ['#14213d', '#23395d', '#fca311', '#e5e5e5'],
  video: ['#111018', '#2a2438', '#5c4d7d', '#b08d57'],
  studio: ['#f1e8dc', '#d8c3a5', '#b08d57', '#8e7657'],
  blue: ['#e8eef2', '#b9cbd8', '#6f8fa8', '#ffffff'],
} satisfies Record<string, Palette>

const img = (
  key: string,
  motif: Art['motif'],
  palette: Palette,
  variant: number,
  en: string,
  fr: string,
): SeedImage => ({
  key,
  art: { motif, palette, variant },
  alt: l(en, fr),
})

const serviceArt = {
  weddings: { motif: 'rings', en: 'Wedding photography', fr: 'Photographie de mariage' },
  maternity: { motif: 'bloom', en: 'Maternity photography', fr: 'Photographie de maternité' },
  corporate: { motif: 'grid', en: 'Corporate photography', fr: 'Photographie corporative' },
  family: { motif: 'circles', en: 'Family photography', fr: 'Photographie de famille' },
  sports: { motif: 'stripes', en: 'Sports photography', fr: 'Photographie sportive' },
  video: { motif: 'frames', en: 'Videography', fr: 'Vidéographie' },
} as const

const galleryCaptions = {
  en: ['getting ready', 'the main moment', 'candid details'],
  fr: ['les préparatifs', 'le moment fort', 'des détails sur le vif'],
}

/**
 * Every image of the seed. Alt texts describe the generated artwork honestly (an abstract
 * composition standing for the subject), in both languages.
 */
export const seedImages: SeedImage[] = [
  ...Object.entries(serviceArt).flatMap(([id, a]) => [
    img(
      `service-${id}`,
      a.motif,
      palettes[id as keyof typeof palettes],
      0,
      `${a.en}: abstract artwork in the studio's colours`,
      `${a.fr} : illustration abstraite aux couleurs du studio`,
    ),
    ...[1, 2, 3].map((n) =>
      img(
        `gallery-${id}-${n}`,
        a.motif,
        palettes[id as keyof typeof palettes],
        n,
        `${a.en} gallery, ${galleryCaptions.en[n - 1]}: abstract artwork`,
        `Galerie ${a.fr.toLowerCase()}, ${galleryCaptions.fr[n - 1]} : illustration abstraite`,
      ),
    ),
  ]),
  img(
    'home-hero',
    'arches',
    palettes.studio,
    0,
    'Warm light through soft arches, the studio’s signature look',
    'Lumière chaude à travers des arches douces, la signature du studio',
  ),
  img(
    'about-portrait',
    'bloom',
    palettes.studio,
    1,
    'Portrait of the photographer behind Lumière Studio, as abstract artwork',
    'Portrait de l’artiste derrière Lumière Studio, en illustration abstraite',
  ),
  img(
    'featured-work',
    'arches',
    palettes.weddings,
    2,
    'Featured work: a wedding arch in golden light',
    'Œuvre en vedette : une arche de mariage dans une lumière dorée',
  ),
  img(
    'classes-hero',
    'waves',
    palettes.blue,
    0,
    'A calm study of light and shadow for the photography classes',
    'Une étude calme de la lumière et des ombres pour les cours de photographie',
  ),
  img(
    'review-emilie-marc',
    'rings',
    palettes.weddings,
    4,
    'Émilie and Marc on their wedding day, as abstract artwork',
    'Émilie et Marc le jour de leur mariage, en illustration abstraite',
  ),
  img(
    'review-sarah',
    'bloom',
    palettes.maternity,
    4,
    'Sarah during her maternity session, as abstract artwork',
    'Sarah pendant sa séance de maternité, en illustration abstraite',
  ),
  img(
    'review-julie',
    'waves',
    palettes.blue,
    4,
    'Julie, a portrait class student, as abstract artwork',
    'Julie, étudiante du cours de portrait, en illustration abstraite',
  ),
  img(
    'post-timeline',
    'rings',
    palettes.studio,
    5,
    'A wedding day timeline, suggested by interlaced rings',
    'L’horaire d’une journée de mariage, suggéré par des anneaux entrelacés',
  ),
  img(
    'post-maternity-wardrobe',
    'bloom',
    palettes.maternity,
    5,
    'Soft fabrics and warm tones for a maternity session',
    'Tissus doux et tons chauds pour une séance de maternité',
  ),
  img(
    'post-film-digital',
    'stripes',
    palettes.studio,
    5,
    'Film frames side by side with digital ones',
    'Des images argentiques côte à côte avec des images numériques',
  ),
  img(
    'post-autumn-spots',
    'waves',
    palettes.family,
    5,
    'Autumn colours along a Montreal park path',
    'Couleurs d’automne le long d’un sentier de parc à Montréal',
  ),
]
