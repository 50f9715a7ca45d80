import { formatDate, or } from '@/components/site/format'
import { PolicyHeader, PolicySections } from '@/components/site/PolicySections'
import { cmsMetadata, pageData, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'

export const generateMetadata = cmsMetadata('privacy-page')

/**
 * The privacy policy: the policy's sections from the CMS, then the person in charge of
 * personal information from the site settings (Quebec's act, s. 3.1: their title and how to reach
 * them), so the policy always names whoever holds the role today.
 */
export default async function PrivacyPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t, settings] = await pageData(locale, 'privacy-page')
  const { hero } = page
  const officer = settings.privacyOfficer
  const email = or(officer?.email, settings.email)
  const phone = or(officer?.phone, settings.phone)

  return (
    <>
      <PolicyHeader
        hero={hero}
        title={t('meta.title')}
        lastUpdated={page.lastUpdated && t('lastUpdated', { date: formatDate(page.lastUpdated, locale) })}
      />
      <PolicySections sections={page.sections ?? []} contentsLabel={t('contents')}>
        <section
          id="person-in-charge"
          aria-labelledby="person-in-charge-title"
          className="scroll-mt-24 rounded-2xl border border-gold-deep/40 bg-sand/60 p-6 sm:p-8"
          data-testid="privacy-officer"
        >
          <h2 id="person-in-charge-title" className="text-2xl sm:text-3xl">
            {t('officer.heading')}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-soft">{t('officer.intro')}</p>
          <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-semibold">{t('officer.role')}</dt>
            <dd>
              {or(officer?.title, t('officer.defaultTitle', { studio: settings.studioName }))}
              {officer?.name ? `, ${officer.name}` : ''}
            </dd>
            <dt className="font-semibold">{t('officer.email')}</dt>
            <dd>
              <a
                href={`mailto:${email}`}
                className="break-all font-semibold text-gold-deep underline underline-offset-2"
              >
                {email}
              </a>
            </dd>
            {phone && (
              <>
                <dt className="font-semibold">{t('officer.phone')}</dt>
                <dd>{phone}</dd>
              </>
            )}
            {settings.mailingAddress && (
              <>
                <dt className="font-semibold">{t('officer.mail')}</dt>
                <dd className="whitespace-pre-line">{settings.mailingAddress}</dd>
              </>
            )}
          </dl>
          <p className="mt-4 text-sm leading-relaxed text-ink-soft">{t('officer.answer')}</p>
        </section>
      </PolicySections>
    </>
  )
}
