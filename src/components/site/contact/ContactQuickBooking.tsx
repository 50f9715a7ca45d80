import { or } from '@/components/site/format'
import { Section } from '@/components/site/sections/Section'
import type { ContactPage } from '@root/payload-types'

import { ScheduleButton } from './ScheduleButton'

/**
 * The sand band near the foot of /contact: the two booking buttons (a consultation, the
 * availability), then the numbered steps of working with the studio.
 */
export function ContactQuickBooking({
  copy,
  steps,
  title,
  labels,
  consultationUrl,
  availabilityUrl,
  external,
  newTab,
}: {
  copy: ContactPage['quickBooking']
  steps: ContactPage['steps']
  title: string
  labels: { consultation: string; availability: string }
  consultationUrl: string | undefined
  availabilityUrl: string | undefined
  external: boolean
  newTab: string
}) {
  return (
    <Section
      id="contact-quick"
      className="container-page mt-24"
      inner="rounded-3xl bg-sand px-6 py-12 sm:px-12"
      copy={copy}
      title={title}
    >
      {consultationUrl && (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ScheduleButton
            href={consultationUrl}
            label={or(copy?.consultationLabel, labels.consultation)}
            external={external}
            newTab={newTab}
            className="btn btn-primary"
          />
          {availabilityUrl && (
            <ScheduleButton
              href={availabilityUrl}
              label={or(copy?.availabilityLabel, labels.availability)}
              external={external}
              newTab={newTab}
              className="btn btn-outline"
            />
          )}
        </div>
      )}
      {steps && steps.length > 0 && (
        <>
          {copy?.stepsTitle && <h3 className="mt-12 text-center text-2xl">{copy.stepsTitle}</h3>}
          <ol className="mx-auto mt-6 grid max-w-5xl gap-6 md:grid-cols-3">
            {steps.map((step, i) => (
              <li key={step.id ?? step.title} className="rounded-3xl bg-white p-7">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-night font-serif text-lg text-cream"
                >
                  {i + 1}
                </span>
                <h4 className="mt-4 font-serif text-xl">{step.title}</h4>
                {step.body && <p className="mt-2 text-ink-soft">{step.body}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  )
}
