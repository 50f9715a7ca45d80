'use client'

import { Languages, LogOut } from 'lucide-react'
import { type ReactNode, useState } from 'react'

import type { Locale } from '@/i18n/routing'

import { useAdminSession } from './AdminGate'
import { useAdminLanguageChoice, useAdminLocale, useAdminMessages } from './AdminI18n'
import { headerButton } from './kit/buttons'

/** The dark bar of the admin pages: title, page actions, the language switch, and Logout. */
export function AdminHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const t = useAdminMessages()
  return (
    <header className="bg-night text-cream">
      <div className="container-page flex flex-col gap-4 py-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-serif text-2xl tracking-tight">{title}</p>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <LanguageSwitch />
          <LogoutButton label={t.dashboard.logout} leavingLabel={t.dashboard.loggingOut} className={headerButton} />
        </div>
      </div>
    </header>
  )
}

/**
 * The other language's name, in that language (as on /monitoring); none where the area's language
 * is not switchable.
 */
function LanguageSwitch() {
  const t = useAdminMessages().common
  const locale = useAdminLocale()
  const choose = useAdminLanguageChoice()
  if (!choose) return null
  const other = locale === 'en' ? 'fr' : 'en'
  return <LanguageButton other={other} onChoose={choose} labels={t} className={headerButton} icon />
}

/**
 * The switch to the other language of a studio app (the dashboard, /monitoring): that language's
 * name in that language, and a label saying what it does.
 */
export function LanguageButton({
  other,
  onChoose,
  labels,
  className,
  icon = false,
}: {
  other: Locale
  onChoose: (locale: Locale) => void
  labels: { languages: Record<Locale, string>; switchLanguage: Record<Locale, string> }
  className: string
  icon?: boolean
}) {
  return (
    <button
      type="button"
      lang={other}
      onClick={() => onChoose(other)}
      aria-label={labels.switchLanguage[other]}
      className={className}
    >
      {icon && <Languages aria-hidden="true" className="size-4" />}
      {labels.languages[other]}
    </button>
  )
}

/** Logout of the studio's apps: disabled once pressed, so a second press cannot race the first. */
export function LogoutButton({
  label,
  leavingLabel = label,
  className,
}: {
  label: string
  leavingLabel?: string
  className: string
}) {
  const { logout } = useAdminSession()
  const [leaving, setLeaving] = useState(false)
  return (
    <button
      type="button"
      disabled={leaving}
      onClick={() => {
        setLeaving(true)
        void logout()
      }}
      className={className}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {leaving ? leavingLabel : label}
    </button>
  )
}
