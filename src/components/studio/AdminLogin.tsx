'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { KeyRound, ShieldCheck } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'

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
 * The two steps of seed 001 §4: the password, then (when the server asks for it) the 6-digit
 * code, carrying the session token of the first step. Any failure returns to the password step.
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
  const id = useId()
  const form = useForm<AdminLoginData>({ resolver: zodResolver(adminLoginSchema), defaultValues: { password: '' } })
  const login = useMutation({
    mutationFn: (data: AdminLoginData) => adminJson<LoginAnswer>('POST', '/api/admin/login', data),
  })
  const error = validationText(t, form.formState.errors.password?.message)

  useEffect(() => form.setFocus('password'), [form])

  const onSubmit = form.handleSubmit((data) =>
    login.mutate(data, {
      onSuccess,
      onError: (e) => {
        form.reset({ password: '' })
        form.setFocus('password')
        onFailure(e)
      },
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5" aria-busy={login.isPending}>
      <p className="text-ink-soft">{t.login.subtitle}</p>
      <Field id={`${id}-password`} label={t.login.passwordLabel} required error={error}>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-password`, { error })}
          disabled={login.isPending}
          className={inputClass}
          {...form.register('password')}
        />
      </Field>
      <button
        type="submit"
        disabled={login.isPending}
        className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-70"
      >
        {login.isPending ? t.login.signingIn : t.login.signIn}
      </button>
    </form>
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
  const id = useId()
  const form = useForm<CodeData>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })
  const verify = useMutation({
    mutationFn: (data: CodeData) =>
      adminJson<LoginAnswer>('POST', '/api/admin/verify-2fa', { sessionToken, code: data.code }),
  })
  const error = validationText(t, form.formState.errors.code?.message)

  useEffect(() => form.setFocus('code'), [form])

  const onSubmit = form.handleSubmit((data) =>
    verify.mutate(data, {
      onSuccess: (answer) => (answer.token ? onSuccess(answer.token) : onFailure(undefined)),
      onError: onFailure,
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5" aria-busy={verify.isPending}>
      <Field id={`${id}-code`} label={t.login.codeLabel} required hint={t.login.codeHint} error={error}>
        <input
          id={`${id}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-code`, { hint: true, error })}
          disabled={verify.isPending}
          className={`${inputClass} text-center font-mono text-2xl tracking-[0.5em]`}
          {...form.register('code')}
        />
      </Field>
      <button
        type="submit"
        disabled={verify.isPending}
        className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-70"
      >
        {verify.isPending ? t.login.verifying : t.login.verify}
      </button>
      <button type="button" onClick={onBack} disabled={verify.isPending} className="btn btn-outline w-full">
        {t.login.backToPassword}
      </button>
    </form>
  )
}
