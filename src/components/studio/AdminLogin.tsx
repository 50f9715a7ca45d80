'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { KeyRound, ShieldCheck } from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { type DefaultValues, type Path, type Resolver, useForm } from 'react-hook-form'

import { describedBy, Field, inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { adminLoginSchema, verifyTwoFactorSchema, type AdminLogin as AdminLoginData } from '@/lib/schemas/adminLogin'

import { useAdminMessages } from './AdminI18n'
import { validationText } from './admin-messages'
import { adminJson, serverMessage } from './api'

type LoginAnswer = { token?: string; requires2FA?: boolean; sessionToken?: string }
const codeSchema = verifyTwoFactorSchema.pick({ code: true })
type CodeData = { code: string }

/**
 * The two steps of the administrator's sign-in: the password, then (when the server asks for it)
 * the 6-digit code, carrying the session token of the first step. Any failure returns to the
 * password step.
 */
export function AdminLogin({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const t = useAdminMessages()
  const [sessionToken, setSessionToken] = useState<string | null>(null)

  const fail = (error: unknown) => {
    toast({
      title: t.login.toast.failed,
      description: serverMessage(error) ?? t.login.toast.invalidCredentials,
      variant: 'destructive',
    })
    setSessionToken(null)
  }
  const succeed = (token: string) => {
    toast({ title: t.login.toast.success })
    onSignedIn(token)
  }

  return (
    <div className="w-full max-w-md">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-night text-gold-light">
            {sessionToken ? (
              <ShieldCheck aria-hidden="true" className="size-5" />
            ) : (
              <KeyRound aria-hidden="true" className="size-5" />
            )}
          </span>
          <h1 className="text-2xl sm:text-3xl">{sessionToken ? t.login.codeTitle : t.login.title}</h1>
        </div>
        {sessionToken ? (
          <CodeStep
            sessionToken={sessionToken}
            onBack={() => setSessionToken(null)}
            onSuccess={succeed}
            onFailure={fail}
          />
        ) : (
          <PasswordStep
            onSuccess={(answer) => {
              if (answer.token) succeed(answer.token)
              else if (answer.requires2FA && answer.sessionToken) {
                toast({ title: t.login.toast.twoFactorRequired, description: t.login.toast.twoFactorDescription })
                setSessionToken(answer.sessionToken)
              } else fail(undefined)
            }}
            onFailure={fail}
          />
        )}
      </div>
      <section aria-labelledby="admin-security" className="mt-6 px-2 text-sm text-ink-soft">
        <h2 id="admin-security" className="font-sans text-sm font-semibold text-ink">
          {t.login.securityTitle}
        </h2>
        <ul className="mt-2 grid gap-1.5">
          {t.login.security.map((item) => (
            <li key={item} className="flex gap-2">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
              {item}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function PasswordStep({
  onSuccess,
  onFailure,
}: {
  onSuccess: (answer: LoginAnswer) => void
  onFailure: (error: unknown) => void
}) {
  const t = useAdminMessages()
  const login = useStep<AdminLoginData>('password', adminLoginSchema, (data) =>
    adminJson<LoginAnswer>('POST', '/api/admin/login', data),
  )

  const onSubmit = login.submit({
    onSuccess,
    onError: (e) => {
      login.form.reset({ password: '' })
      login.form.setFocus('password')
      onFailure(e)
    },
  })

  return (
    <StepForm
      step={{ ...login, onSubmit }}
      label={t.login.passwordLabel}
      input={{
        type: 'password',
        autoComplete: 'current-password',
        className: inputClass,
        ...login.form.register('password'),
      }}
      submit={login.mutation.isPending ? t.login.signingIn : t.login.signIn}
      before={<p className="text-ink-soft">{t.login.subtitle}</p>}
    />
  )
}

function CodeStep({
  sessionToken,
  onBack,
  onSuccess,
  onFailure,
}: {
  sessionToken: string
  onBack: () => void
  onSuccess: (token: string) => void
  onFailure: (error: unknown) => void
}) {
  const t = useAdminMessages()
  const verify = useStep<CodeData>('code', codeSchema, (data) =>
    adminJson<LoginAnswer>('POST', '/api/admin/verify-2fa', { sessionToken, code: data.code }),
  )

  const onSubmit = verify.submit({
    onSuccess: (answer) => (answer.token ? onSuccess(answer.token) : onFailure(undefined)),
    onError: onFailure,
  })

  return (
    <StepForm
      step={{ ...verify, onSubmit }}
      label={t.login.codeLabel}
      hint={t.login.codeHint}
      input={{
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        pattern: '[0-9]*',
        maxLength: 6,
        className: `${inputClass} text-center font-mono text-2xl tracking-[0.5em]`,
        ...verify.form.register('code'),
      }}
      submit={verify.mutation.isPending ? t.login.verifying : t.login.verify}
      after={
        <button type="button" onClick={onBack} disabled={verify.mutation.isPending} className="btn btn-outline w-full">
          {t.login.backToPassword}
        </button>
      }
    />
  )
}

/**
 * What a sign-in step holds: its one field (empty at first, focused on arrival, checked by the shared
 * schema), the call that sends it, the field's error in the dashboard's language and the field's id.
 */
function useStep<D extends Record<string, string>>(
  field: keyof D & string,
  schema: Parameters<typeof zodResolver>[0],
  send: (data: D) => Promise<LoginAnswer>,
) {
  const t = useAdminMessages()
  const id = `${useId()}-${field}`
  const form = useForm<D>({
    resolver: zodResolver(schema) as Resolver<D>,
    defaultValues: { [field]: '' } as DefaultValues<D>,
  })
  const mutation = useMutation({ mutationFn: send })
  const error = validationText(t, form.formState.errors[field]?.message as string | undefined)
  useEffect(() => form.setFocus(field as Path<D>), [form, field])
  /** The form's submit handler: the checked value goes to `send`, its answer to `handlers`. */
  const submit = (handlers: { onSuccess: (answer: LoginAnswer) => void; onError: (error: unknown) => void }) =>
    form.handleSubmit((data) => mutation.mutate(data, handlers))
  return { id, form, mutation, error, submit }
}

/**
 * One step of the sign-in: a form with its one required field (labelled, with its hint and error,
 * disabled while the step is sent), its submit button, and what the step shows before or after.
 */
function StepForm({
  step: { onSubmit, mutation, id, error },
  label,
  hint,
  input,
  submit,
  before,
  after,
}: {
  step: {
    onSubmit: (event: React.FormEvent) => void
    mutation: { isPending: boolean }
    id: string
    error: string | undefined
  }
  label: string
  hint?: string
  input: React.InputHTMLAttributes<HTMLInputElement> & { ref: React.Ref<HTMLInputElement> }
  submit: string
  before?: ReactNode
  after?: ReactNode
}) {
  const pending = mutation.isPending
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5" aria-busy={pending}>
      {before}
      <Field id={id} label={label} required hint={hint} error={error}>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          disabled={pending}
          {...input}
        />
      </Field>
      <button
        type="submit"
        disabled={pending}
        className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-70"
      >
        {submit}
      </button>
      {after}
    </form>
  )
}
