type Messages = Record<string, unknown>

/**
 * Namespaces only server components read (page copy fallbacks, metadata, footer), and those of the
 * studio apps, API answers and e-mails, which no public page shows. Leaving them out of
 * <NextIntlClientProvider> keeps every page's HTML and hydration payload small; client components
 * (nav, forms, toasts, not-found and error screens) still get what they use.
 */
const SERVER_ONLY = [
  'meta',
  'footer',
  'social',
  'placeholder',
  'home',
  'about',
  'portfolio',
  'pricing',
  'vip',
  'reviews',
  'faq',
  'policies',
  'consent',
  'offline',
  'monitoring',
  'blog',
  'admin',
  'api',
  'email',
  'cms',
  'privacyAdmin',
  // The proposal page hands its texts to its forms as props; the dashboard reads proposalsAdmin.
  'proposals',
  'proposalsAdmin',
  // The forms get `privacyNotice` with their own messages (form-messages.ts, the pages' props).
  'privacyPolicy',
  'privacyNotice',
  // E-mails, API answers and the return page; the booking form gets `payments.form` with its own messages.
  'payments',
]

/** Namespaces that are server copy except a few keys client components read. */
const CLIENT_KEYS: Record<string, string[]> = {
  classes: ['booking'],
  services: ['notFound'],
}

export function clientMessages(messages: Messages): Messages {
  const out: Messages = {}
  for (const [key, value] of Object.entries(messages)) {
    if (SERVER_ONLY.includes(key)) continue
    const keep = CLIENT_KEYS[key]
    if (keep && value && typeof value === 'object') {
      const picked = Object.fromEntries(
        keep.filter((k) => k in (value as Messages)).map((k) => [k, (value as Messages)[k]]),
      )
      if (Object.keys(picked).length) out[key] = picked
      continue
    }
    out[key] = value
  }
  return out
}
