import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { or } from '@/components/site/format'
import { SocialLinks } from '@/components/site/SocialLinks'
import type { Locale } from '@/i18n/routing'
import type { SiteSetting } from '@root/payload-types'

/** One way to reach the studio in the dark panel: its icon, its name, then its value (`children`). */
function InfoItem({
  icon: Icon,
  label,
  shrink,
  children,
}: {
  icon: LucideIcon
  label: string
  /** Lets a long value (an e-mail address) wrap instead of widening the panel. */
  shrink?: boolean
  children: ReactNode
}) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-light" />
      <div className={shrink ? 'min-w-0' : undefined}>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-cream/75">{label}</p>
        {children}
      </div>
    </li>
  )
}

/** The dark panel beside the form: phone, e-mail, hours, location and the studio's social links. */
export function ContactInfo({
  copy,
  settings,
  tel,
  labels,
  locale,
}: {
  copy: { title?: string | null; body?: string | null } | null | undefined
  settings: SiteSetting
  tel: string | undefined
  labels: { title: string; phone: string; email: string; hours: string; location: string; follow: string }
  locale: Locale
}) {
  return (
    <aside aria-labelledby="contact-info-title" className="grid content-start gap-8">
      <div className="rounded-3xl bg-night p-8 text-cream">
        <h2 id="contact-info-title" className="text-2xl">
          {or(copy?.title, labels.title)}
        </h2>
        {copy?.body && <p className="mt-2 text-cream/85">{copy.body}</p>}
        <ul className="mt-6 grid gap-5">
          {settings.phone && (
            <InfoItem icon={Phone} label={labels.phone}>
              <p>
                <a href={tel} className="inline-flex min-h-11 items-center font-semibold hover:underline">
                  {settings.phone}
                </a>
              </p>
            </InfoItem>
          )}
          {settings.email && (
            <InfoItem icon={Mail} label={labels.email} shrink>
              <p>
                <a
                  href={`mailto:${settings.email}`}
                  className="inline-flex min-h-11 items-center break-all font-semibold hover:underline"
                >
                  {settings.email}
                </a>
              </p>
            </InfoItem>
          )}
          {settings.hours && (
            <InfoItem icon={Clock} label={labels.hours}>
              <p className="mt-1">{settings.hours}</p>
            </InfoItem>
          )}
          {settings.location && (
            <InfoItem icon={MapPin} label={labels.location}>
              <p className="mt-1">{settings.location}</p>
            </InfoItem>
          )}
        </ul>
        <SocialLinks socials={settings.socials} title={labels.follow} heading="h3" look="contact" locale={locale} />
      </div>
    </aside>
  )
}
