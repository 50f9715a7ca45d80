/**
 * Where the newsletter form (the backend engineer's `src/components/forms/NewsletterSignup`) sits
 * on the blog page. PLACEHOLDER until that component exists: renders nothing.
 */
export function NewsletterSlot() {
  return null
}
