'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, Search, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'

import { inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import registerEn from '@/i18n/messages/en/privacy-register.json'
import registerFr from '@/i18n/messages/fr/privacy-register.json'
import { apiRequest } from '@/lib/api/request'
import type { PersonRecords, PrivacyRequestRow } from '@/lib/privacy/operations'
import type { RuleName } from '@/lib/privacy/store'
import { privacyLookupSchema } from '@/lib/schemas/privacy'

import { validationText } from './admin-messages'
import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage, withLocale } from './api'
import { saveDownload } from './download'
import { formatDateTime } from './format'
import { smallButton } from './kit/buttons'

const REGISTER = ['/api/admin/privacy/requests']
const RULES = { en: registerEn.privacyAdmin.register.rules, fr: registerFr.privacyAdmin.register.rules }

interface FindAnswer {
  total: number
  records: PersonRecords[]
  message: string
}

/** Fetches the person's archive and hands it to the browser as a download. */
async function downloadArchive(email: string) {
  const res = await apiRequest('GET', withLocale(`/api/admin/privacy/export?email=${encodeURIComponent(email)}`))
  await saveDownload(res, 'personal-data.zip')
}

/**
 * Privacy tab (a person's rights under Quebec's private-sector act): find every record of one
 * address, export it, erase it; and the register of these requests, which never shows the person's
 * data.
 */
export function PrivacyPanel() {
  const t = useAdminMessages()
  const locale = useAdminLocale()
  const id = useId()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [found, setFound] = useState<{ email: string; answer: FindAnswer } | null>(null)

  const register = useQuery({
    queryKey: REGISTER,
    queryFn: () => adminJson<PrivacyRequestRow[]>('GET', REGISTER[0]!),
  })
  const refreshRegister = () => void queryClient.invalidateQueries({ queryKey: REGISTER })
  const failed = (error: unknown) =>
    toast({ title: t.privacy.title, description: serverMessage(error), variant: 'destructive' })

  const find = useMutation({
    mutationFn: (address: string) =>
      adminJson<FindAnswer>('GET', `/api/admin/privacy/person?email=${encodeURIComponent(address)}`),
    onSuccess: (answer, address) => {
      setFound({ email: address, answer })
      toast({ title: t.privacy.title, description: answer.message })
    },
    onError: failed,
    onSettled: refreshRegister,
  })
  const exportArchive = useMutation({ mutationFn: downloadArchive, onError: failed, onSettled: refreshRegister })
  const erase = useMutation({
    mutationFn: (address: string) =>
      adminJson<{ erased: number; message: string }>('POST', '/api/admin/privacy/erase', {
        email: address,
        confirm: address,
      }),
    onSuccess: (answer) => {
      setFound(null)
      toast({ title: t.privacy.title, description: answer.message })
    },
    onError: failed,
    onSettled: () => {
      refreshRegister()
      // The other tabs' lists no longer hold the person.
      void queryClient.invalidateQueries()
    },
  })

  // The server's own schema: one whole valid address, or nothing is asked.
  const onFind = (event: FormEvent) => {
    event.preventDefault()
    const parsed = privacyLookupSchema.safeParse({ email })
    if (!parsed.success) return setEmailError(validationText(t, parsed.error.issues[0]?.message))
    setEmailError(undefined)
    find.mutate(parsed.data.email)
  }
  const onErase = () => {
    if (found && window.confirm(fill(t.privacy.confirmErase, { email: found.email }))) erase.mutate(found.email)
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-8">
      <div>
        <h2 id={`${id}-title`} className="text-2xl">
          {t.privacy.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t.privacy.description}</p>
        <form onSubmit={onFind} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="sm:w-96">
            <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-semibold text-ink">
              {t.privacy.emailLabel}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              className={inputClass}
            />
          </div>
          <button type="submit" disabled={find.isPending} className={smallButton}>
            <Search aria-hidden="true" className="size-4" />
            {t.privacy.find}
          </button>
        </form>
        {emailError && (
          <p id={`${id}-email-error`} role="alert" className="mt-1 text-sm text-danger">
            {emailError}
          </p>
        )}
      </div>

      {found && (
        <div aria-live="polite" className="rounded-2xl border border-line bg-white p-5">
          <p className="break-all font-semibold text-ink">{found.email}</p>
          <p className="mt-1 text-sm text-ink-soft">{found.answer.message}</p>
          {found.answer.total > 0 && (
            <>
              <table className="mt-4 w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-line">
                    <th className="py-2 pr-4">{t.privacy.kind}</th>
                    <th className="py-2">{t.privacy.count}</th>
                  </tr>
                </thead>
                <tbody>
                  {found.answer.records.map((r) => (
                    <tr key={r.table} className="border-b border-line/60">
                      <td className="py-2 pr-4">{r.about[locale]}</td>
                      <td className="py-2">{r.rows.length}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => exportArchive.mutate(found.email)}
                  disabled={exportArchive.isPending}
                  className={smallButton}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t.privacy.export}
                </button>
                <button
                  type="button"
                  onClick={onErase}
                  disabled={erase.isPending}
                  className={`${smallButton} border-danger/40 text-danger`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t.privacy.erase}
                </button>
              </div>
            </>
          )}
        </div>
      )}

      <div>
        <h3 className="text-xl">{t.privacy.register}</h3>
        {register.data && register.data.length === 0 && <p className="mt-2 text-sm text-ink-soft">{t.privacy.empty}</p>}
        {register.data && register.data.length > 0 && (
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th className="py-2 pr-4">{t.privacy.when}</th>
                <th className="py-2 pr-4">{t.privacy.requestKind}</th>
                <th className="py-2 pr-4">{t.privacy.signIn}</th>
                <th className="py-2 pr-4">{t.privacy.records}</th>
                <th className="py-2">{t.privacy.matched}</th>
              </tr>
            </thead>
            <tbody>
              {register.data.map((row) => (
                <tr key={row.id} className="border-b border-line/60">
                  <td className="py-2 pr-4">{formatDateTime(row.createdAt, locale)}</td>
                  <td className="py-2 pr-4">{t.privacy.kinds[row.kind]}</td>
                  <td className="py-2 pr-4">#{row.adminSessionId ?? '–'}</td>
                  <td className="py-2 pr-4">{row.records}</td>
                  <td className="py-2">
                    {row.matched.map((m) => (
                      <span key={`${m.table}-${m.rule}`} className="block">
                        {m.count} · {RULES[locale][m.rule as RuleName]}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  )
}
