'use client'

import { useUiStrings } from '@/components/site/UiStrings'

/** A page that failed to render (e.g. the database is briefly down) offers a retry, in the page's language. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { error: t } = useUiStrings()
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="text-4xl">{t.title}</h1>
      <p className="max-w-md text-ink-soft">{t.description}</p>
      <button type="button" onClick={reset} className="btn btn-primary mt-2">
        {t.retry}
      </button>
    </section>
  )
}
