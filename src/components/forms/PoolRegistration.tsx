'use client'

import { useMutation } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { QueryProvider } from '@/components/providers/QueryProvider'
import { inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { apiRequest } from '@/lib/api/request'
import {
  poolRegistrationSchema,
  type PoolRegistration as Registration,
  type PoolRegistrationInput,
} from '@/lib/schemas/poolRegistration'

import { PrivacyNote, type PrivacyNoteTexts } from './PrivacyNote'
import { newIdempotencyKey, serverMessage } from './submission'

export interface PoolLabels {
  register: string
  title: string
  description: string
  name: string
  userId: string
  userIdHint: string
  email: string
  supportingTeam: string
  selectedGame: string
  chooseTeam: string
  chooseGame: string
  submit: string
  submitting: string
  cancel: string
  close: string
  toast: Record<
    'missingTitle' | 'missingDescription' | 'successTitle' | 'successDescription' | 'errorTitle' | 'errorDescription',
    string
  >
  validation: Record<'poolFieldsRequired' | 'poolEmailInvalid' | 'poolFieldTooLong', string>
  /** Why the form asks for these details, with the link to the privacy policy (in French). */
  privacy: PrivacyNoteTexts
}

type Props = {
  teams: string[]
  games: { id: string; label: string }[]
  labels: PoolLabels
  /** Open the dialog as soon as it mounts: the visitor pressed the button while it was loading. */
  openOnMount?: boolean
}

const EMPTY: PoolRegistrationInput = { name: '', userId: '', email: '', supportingTeam: '', selectedGame: '' }

/**
 * The pool's registration button and dialog. A native modal <dialog>: the
 * browser traps focus inside, closes on Escape and makes the page behind inert. Strings come as
 * props (the page is French only), so the pool ships no i18n runtime.
 */
export function PoolRegistration(props: Props) {
  return (
    <QueryProvider>
      <RegistrationDialog {...props} />
    </QueryProvider>
  )
}

function RegistrationDialog({ teams, games, labels, openOnMount }: Props) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [values, setValues] = useState<PoolRegistrationInput>(EMPTY)
  const mutation = useMutation({
    mutationFn: async ({ data, idempotencyKey }: { data: Registration; idempotencyKey: string }) => {
      const res = await apiRequest('POST', '/api/pool-registration?locale=fr', data, {
        headers: { 'Idempotency-Key': idempotencyKey },
      })
      return res.json()
    },
  })

  useEffect(() => {
    if (openOnMount) dialog.current?.showModal()
  }, [openOnMount])

  const set = (field: keyof PoolRegistrationInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }))

  const close = () => dialog.current?.close()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = poolRegistrationSchema.safeParse(values)
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message.replace('validation.', '') as
        keyof PoolLabels['validation'] | undefined
      const description = (key && labels.validation[key]) || labels.toast.missingDescription
      toast({ title: labels.toast.missingTitle, description, variant: 'destructive' })
      return
    }
    mutation.mutate(
      { data: parsed.data, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast({ title: labels.toast.successTitle, description: labels.toast.successDescription })
          setValues(EMPTY)
          close()
        },
        onError: (error) => {
          toast({
            title: labels.toast.errorTitle,
            description: serverMessage(error) ?? labels.toast.errorDescription,
            variant: 'destructive',
          })
        },
      },
    )
  }

  const pending = mutation.isPending
  // The three typed answers, then the two chosen from a list: one labelled row each.
  const inputs: { name: 'name' | 'userId' | 'email'; autoComplete: string; type?: string; hint?: string }[] = [
    { name: 'name', autoComplete: 'name' },
    { name: 'userId', autoComplete: 'username', hint: labels.userIdHint },
    { name: 'email', autoComplete: 'email', type: 'email' },
  ]
  const choices: { name: 'supportingTeam' | 'selectedGame'; placeholder: string; options: [string, string][] }[] = [
    { name: 'supportingTeam', placeholder: labels.chooseTeam, options: teams.map((team) => [team, team]) },
    { name: 'selectedGame', placeholder: labels.chooseGame, options: games.map((game) => [game.id, game.label]) },
  ]
  const field = (name: keyof PoolRegistrationInput, control: React.ReactNode, hint?: string) => (
    <div key={name}>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-semibold text-ink">
        {labels[name]}
      </label>
      {control}
      {hint && (
        <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
    </div>
  )

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="btn bg-gold-light text-night hover:bg-cream"
        aria-haspopup="dialog"
      >
        {labels.register}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl border border-line bg-white p-0 text-left text-ink shadow-2xl backdrop:bg-night/70"
      >
        <form onSubmit={onSubmit} noValidate aria-busy={pending} className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-2xl">
              {labels.title}
            </h2>
            <button
              type="button"
              onClick={close}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{labels.close}</span>
            </button>
          </div>
          <p id={`${id}-description`} className="mt-2 text-ink-soft">
            {labels.description}
          </p>
          <fieldset disabled={pending} className="mt-6 grid gap-5">
            {inputs.map(({ name, autoComplete, type, hint }) =>
              field(
                name,
                <input
                  id={`${id}-${name}`}
                  name={name}
                  type={type}
                  autoComplete={autoComplete}
                  required
                  value={values[name]}
                  onChange={set(name)}
                  aria-describedby={hint ? `${id}-${name}-hint` : undefined}
                  className={inputClass}
                />,
                hint,
              ),
            )}
            {choices.map(({ name, placeholder, options }) =>
              field(
                name,
                <select
                  id={`${id}-${name}`}
                  name={name}
                  required
                  value={values[name]}
                  onChange={set(name)}
                  className={inputClass}
                >
                  <option value="">{placeholder}</option>
                  {options.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>,
              ),
            )}
          </fieldset>
          <PrivacyNote texts={labels.privacy} locale="fr" className="mt-6" />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className="btn btn-outline">
              {labels.cancel}
            </button>
            <button
              type="submit"
              disabled={pending}
              className="btn btn-primary disabled:cursor-wait disabled:opacity-70"
            >
              {pending ? labels.submitting : labels.submit}
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}
