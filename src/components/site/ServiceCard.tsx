import { ArrowRight, ExternalLink } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { Link } from '@/components/site/Link'
import type { Locale } from '@/i18n/routing'
import type { Service } from '@root/payload-types'

import { formatPrice } from './format'

type Props = { service: Service; locale: Locale; headingLevel?: 'h3' | 'h2' }

/**
 * A service in the grids of home and portfolio. The whole card is one link (the title's, stretched
 * over the card) so it is a single tab stop with a meaningful name; external services (family)
 * open their own site in a new tab.
 */
export async function ServiceCard({ service, locale, headingLevel: Heading = 'h3' }: Props) {
  const t = await getTranslations({ locale, namespace: 'ui' })
  const external = service.linkType === 'external' && service.externalUrl ? service.externalUrl : null
  const linkClass = 'after:absolute after:inset-0 after:rounded-2xl after:content-[""] focus-visible:outline-none'
  const title = (
    <>
      {service.title}
      {external && <span className="sr-only"> {t('opensInNewTab')}</span>}
    </>
  )

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-gold-deep hover:shadow-lg">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand">
        <CmsImage
          media={service.image}
          fill
          alt=""
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-2xl">
          {external ? (
            <a href={external} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {title}
            </a>
          ) : (
            <Link href={`/services/${service.serviceId}`} className={linkClass}>
              {title}
            </Link>
          )}
        </Heading>
        {service.subtitle && <p className="mt-1 text-sm font-semibold text-gold-deep">{service.subtitle}</p>}
        {service.description && <p className="mt-3 flex-1 text-ink-soft leading-relaxed">{service.description}</p>}
        <div className="mt-5 flex items-center justify-between gap-3 text-sm">
          {service.priceFrom != null ? (
            <span className="font-semibold">{t('from', { price: formatPrice(service.priceFrom, locale) })}</span>
          ) : (
            <span />
          )}
          <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-gold-deep">
            {t('learnMore')}
            {external ? <ExternalLink className="size-4" /> : <ArrowRight className="size-4" />}
          </span>
        </div>
      </div>
    </article>
  )
}
