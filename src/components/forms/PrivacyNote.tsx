import { ClientLink } from '@/components/ui/ClientLink'
import type { Locale } from '@/i18n/routing'

export interface PrivacyNoteTexts {
  /** Why the form asks for these details (the privacyNotice messages). */
  text: string
  link: string
  newTab: string
}

/**
 * The line under a form that says why it asks for the visitor's details, with a link to the
 * privacy policy in the form's language (Quebec's act, s. 8: the purpose is told when
 * the information is collected). The policy opens in a new tab, so what was typed is not lost.
 */
export function PrivacyNote({
  texts,
  locale,
  tone = 'light',
  id,
  className = '',
}: {
  texts: PrivacyNoteTexts
  locale: Locale
  tone?: 'light' | 'dark'
  id?: string
  className?: string
}) {
  const dark = tone === 'dark'
  return (
    <p
      id={id}
      data-privacy-note=""
      className={`text-sm leading-relaxed ${dark ? 'text-cream/85' : 'text-ink-soft'} ${className}`}
    >
      {texts.text}{' '}
      <ClientLink
        href="/privacy"
        locale={locale}
        target="_blank"
        rel="noopener"
        className={`font-semibold underline underline-offset-2 ${dark ? 'text-gold-light hover:text-cream' : 'text-gold-deep hover:text-ink'}`}
      >
        {texts.link}
        <span className="sr-only"> {texts.newTab}</span>
      </ClientLink>
    </p>
  )
}
