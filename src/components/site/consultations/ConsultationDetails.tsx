'use client'

import { useId, type ReactNode } from 'react'

import type { ConsultationTexts } from './ConsultationPicker'
import type { ConsultationErrors, DetailName } from './useConsultationSubmit'

type ControlProps = {
  name: DetailName
  className: string
  'aria-describedby': string | undefined
  'aria-invalid': boolean
}

/** The visitor's details of a consultation booking: name, e-mail, phone, the kind of project, notes. */
export function ConsultationDetails({
  t,
  services,
  errors,
}: {
  t: ConsultationTexts
  /** The contact form's service types, by id, named in the page's language. */
  services: Record<string, string>
  errors: ConsultationErrors
}) {
  const id = useId()
  /**
   * One labelled detail: the control (drawn by `control`) gets its form name, the shared look, its
   * error's id and its invalid state; the error is read out under it, inside the label.
   */
  const detail = (name: DetailName, label: string, control: (props: ControlProps) => ReactNode, wide = false) => (
    <label className={`grid gap-1 text-sm font-semibold${wide ? ' sm:col-span-2' : ''}`}>
      {label}
      {control({
        name,
        className: 'rounded-xl border border-line bg-white px-3 py-2 font-normal',
        'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
        'aria-invalid': Boolean(errors[name]),
      })}
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="font-normal text-red-800">
          {errors[name]}
        </span>
      ) : null}
    </label>
  )

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{t.details}</legend>
      {detail('name', t.name, (props) => (
        <input {...props} autoComplete="name" required />
      ))}
      {detail('email', t.email, (props) => (
        <input {...props} type="email" autoComplete="email" required />
      ))}
      {detail('phone', t.phone, (props) => (
        <input {...props} type="tel" autoComplete="tel" />
      ))}
      {detail('serviceType', t.service, (props) => (
        <select {...props} required defaultValue="">
          <option value="" disabled>
            {t.servicePlaceholder}
          </option>
          {/* The contact form's service types, named by the page (no schema module, so no zod, on load). */}
          {Object.keys(services).map((s) => (
            <option key={s} value={s}>
              {services[s] ?? s}
            </option>
          ))}
        </select>
      ))}
      {detail(
        'notes',
        t.notes,
        (props) => (
          <textarea {...props} rows={4} />
        ),
        true,
      )}
    </fieldset>
  )
}
