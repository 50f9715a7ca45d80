'use client'

import { useEffect, useRef } from 'react'

import { saveConsent } from '@/lib/analytics/consent'

export interface ConsentLabels {
  region: string
  title: string
  body: string
  accept: string
  decline: string
  policy: string
  policyHref: string
}

/** The two answers, side by side and alike in size: the refusal as easy as the acceptance. */
const choices = [
  { choice: 'granted', look: 'btn-primary', label: 'accept' },
  { choice: 'denied', look: 'btn-outline', label: 'decline' },
] as const

/**
 * The consent banner (Law 25, GDPR): non-modal, at the bottom of the viewport, with the refusal as
 * easy to reach as the acceptance. Loaded on demand only: most page views never show it.
 */
export default function ConsentBanner({
  labels,
  onDone,
  focus,
}: {
  labels: ConsentLabels
  onDone: () => void
  focus: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Reopened from the footer link: move focus to it, so keyboard users land on the choice.
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])

  const choose = (choice: 'granted' | 'denied') => {
    saveConsent(choice)
    onDone()
  }

  return (
    <section
      role="region"
      aria-label={labels.region}
      data-consent-banner=""
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-2xl border border-line bg-white p-5 text-ink shadow-xl sm:left-auto sm:right-5 sm:bottom-5"
    >
      <h2 ref={heading} tabIndex={-1} className="font-serif text-xl outline-none">
        {labels.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">
        {labels.body}{' '}
        <a href={labels.policyHref} className="font-semibold text-gold-deep underline underline-offset-2">
          {labels.policy}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {choices.map(({ choice, look, label }) => (
          <button
            key={choice}
            type="button"
            onClick={() => choose(choice)}
            className={`btn ${look} min-h-11 flex-1 justify-center`}
          >
            {labels[label]}
          </button>
        ))}
      </div>
    </section>
  )
}
