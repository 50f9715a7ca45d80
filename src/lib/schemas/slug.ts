/**
 * The two slug rules of the blog's two editing screens. They differ on purpose (the dashboard
 * keeps hyphens the author typed and does not trim the edges; the blog administration page trims
 * them), so each screen keeps its own.
 *
 * Both first fold accents to their base letter ("Café à Québec" -> "cafe-a-quebec"). A rule
 * keeping only a-z after lower-casing would cut French words to pieces ("caf--qubec"),
 * and a slug must stay ASCII to satisfy SLUG_PATTERN.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isValidSlug(value: string): boolean {
  return SLUG_PATTERN.test(value)
}

function foldAccents(value: string): string {
  // NFD splits "é" into "e" + U+0301; dropping the combining marks keeps the base letter.
  // Ligatures have no decomposition, so they are spelled out.
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
}

/**
 * Dashboard rule, applied while the author types a new post's title: lower-case; drop everything
 * but letters, digits, spaces and hyphens; spaces become hyphens; repeated hyphens collapse.
 */
export function slugifyDashboard(title: string): string {
  return foldAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
}

/**
 * Blog administration page rule, applied when the slug is left empty: every run of characters
 * other than letters and digits becomes one hyphen, and hyphens at the edges are trimmed.
 */
export function slugifyBlogAdmin(title: string): string {
  return foldAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
