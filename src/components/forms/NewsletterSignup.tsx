'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useId, useState } from 'react'

import { QueryProvider } from '@/components/providers/QueryProvider'
import { inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import type { Locale } from '@/i18n/routing'
import { passesClientEmailCheck } from '@/lib/schemas/newsletter'

import { PrivacyNote } from './PrivacyNote'
import { newIdempotencyKey, serverMessage, useSubmission } from './submission'

type Tone = 'dark' | 'light'

/**
 * The blog page's newsletter signup. Styled for the dark band it sits in on
 * /blog; `tone="light"` for a light background.
 */
export function NewsletterSignup({ tone = 'dark' }: { tone?: Tone }) {
  return (
    <QueryProvider>
      <Signup tone={tone} />
    </QueryProvider>
  )
}

function Signup({ tone }: { tone: Tone }) {
  const t = useTranslations('newsletter')
  const notice = useTranslations('privacyNotice')
  const locale = useLocale() as Locale
  const id = useId()
  const [email, setEmail] = useState('')
  const submission = useSubmission<{ email: string }>('/api/newsletter')

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // A quick check before the call: non-empty with an @; the server has the precise rule and message.
    if (!passesClientEmailCheck(email)) {
      toast({ title: t('invalidTitle'), description: t('invalidDescription'), variant: 'destructive' })
      return
    }
    submission.mutate(
      { data: { email: email.trim() }, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast({ title: t('successTitle'), description: t('successDescription') })
          setEmail('')
        },
        onError: (error) => {
          toast({
            title: t('failureTitle'),
            description: serverMessage(error) ?? t('failureDescription'),
            variant: 'destructive',
          })
        },
      },
    )
  }

  const pending = submission.isPending
  return (
    <form onSubmit={onSubmit} noValidate className="w-full" aria-busy={pending}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('label')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('placeholder')}
          disabled={pending}
          aria-describedby={`${id}-privacy`}
          className={`${inputClass} sm:flex-1`}
        />
        <button
          type="submit"
          disabled={pending}
          className={`btn shrink-0 disabled:cursor-wait disabled:opacity-70 ${tone === 'dark' ? 'bg-gold-light text-night hover:bg-cream' : 'btn-primary'}`}
        >
          {pending ? t('submitting') : t('submit')}
        </button>
      </div>
      <PrivacyNote
        id={`${id}-privacy`}
        texts={{ text: t('consentText'), link: notice('link'), newTab: notice('newTab') }}
        locale={locale}
        tone={tone}
        className="mt-2"
      />
    </form>
  )
}
