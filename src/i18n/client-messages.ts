type Messages = Record<string, unknown>

/**
 * Namespaces only server components read (page copy fallbacks, metadata, footer). Leaving them out
 * of <NextIntlClientProvider> keeps every page's HTML and hydration payload small; client
 * components (nav, forms, toasts) still get every other namespace.
 */
const SERVER_ONLY = ['meta', 'footer', 'social', 'notFound', 'placeholder', 'home', 'about', 'portfolio', 'services', 'pricing', 'vip', 'reviews', 'faq', 'policies', 'blog']

/** The classes namespace is server copy except `classes.booking`, which the booking form reads. */
export function clientMessages(messages: Messages): Messages {
  const out: Messages = {}
  for (const [key, value] of Object.entries(messages)) {
    if (SERVER_ONLY.includes(key)) continue
    if (key === 'classes' && value && typeof value === 'object') {
      const booking = (value as Messages).booking
      if (booking) out.classes = { booking }
      continue
    }
    out[key] = value
  }
  return out
}
