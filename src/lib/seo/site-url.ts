/** The public origin used in canonical links, sitemaps and e-mails. */
export function siteUrl(): string {
  return (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
}
