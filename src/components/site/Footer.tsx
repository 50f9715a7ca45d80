import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Link } from '@/components/site/Link'
import { SocialLinks } from '@/components/site/SocialLinks'
import type { Locale } from '@/i18n/routing'
import { telHref } from '@/lib/site/contact'
import { footerLinks, serviceLinks } from '@/lib/site/routes'
import type { SiteSetting } from '@root/payload-types'

const linkClass = 'inline-flex min-h-9 items-center hover:text-cream hover:underline'

/** A titled column of links (the services, the quick links). */
function LinkColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.2em] text-cream">
        {title}
      </h2>
      <ul className="mt-4 grid gap-1 text-sm">{children}</ul>
    </nav>
  )
}

export async function Footer({ locale, settings }: { locale: Locale; settings: SiteSetting }) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const year = new Date().getFullYear()

  return (
    <footer className="mt-24 bg-night text-cream/85">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-2xl text-cream">{settings.studioName}</p>
          <p className="mt-3 text-sm leading-relaxed">{settings.tagline || t('tagline')}</p>
          <SocialLinks socials={settings.socials} title={t('follow')} heading="h2" look="footer" locale={locale} />
        </div>

        <LinkColumn id="footer-services" title={t('services')}>
          {serviceLinks(settings).map(({ service, href, external }) => (
            <li key={service}>
              {external ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {nav(`services.${service}`)}
                  <span className="sr-only"> {nav('opensInNewTab')}</span>
                </a>
              ) : (
                <Link href={href} className={linkClass}>
                  {nav(`services.${service}`)}
                </Link>
              )}
            </li>
          ))}
        </LinkColumn>

        <LinkColumn id="footer-quick" title={t('quickLinks')}>
          {[
            ...footerLinks.quick.map((l) => ({ ...l, label: nav(l.key) })),
            ...footerLinks.legal.map((l) => ({ ...l, label: t(l.key) })),
          ].map((l) => (
            <li key={l.key}>
              <Link href={l.href} className={linkClass}>
                {l.label}
              </Link>
            </li>
          ))}
        </LinkColumn>

        <div>
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-cream">{t('contact')}</h2>
          <dl className="mt-4 grid gap-3 text-sm">
            <div>
              <dt className="sr-only">{t('phone')}</dt>
              <dd>
                <a href={telHref(settings.phone)} className="hover:text-cream hover:underline">
                  {settings.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('email')}</dt>
              <dd>
                <a href={`mailto:${settings.email}`} className="break-all hover:text-cream hover:underline">
                  {settings.email}
                </a>
              </dd>
            </div>
            {settings.location && (
              <div>
                <dt className="sr-only">{t('location')}</dt>
                <dd>{settings.location}</dd>
              </div>
            )}
            {settings.hours && (
              <div>
                <dt className="sr-only">{t('hours')}</dt>
                <dd>{settings.hours}</dd>
              </div>
            )}
          </dl>
          {settings.servingArea && <p className="mt-4 text-sm text-cream">{settings.servingArea}</p>}
        </div>
      </div>
      <div className="border-t border-cream/15">
        <p className="container-page py-5 text-xs text-cream/85">
          {t('copyright', { year, studio: settings.studioName })}
        </p>
      </div>
    </footer>
  )
}
