import type { ReactNode } from 'react'

import { describedBy, Field, inputClass } from '@/components/ui/Field'

// No 'use client': the server renders the contact form's rows too, before its code has loaded
// (ContactFormStatic), with the same markup the browser's form then takes over.

type TextOptions = {
  required?: boolean
  placeholder?: string
  /** A textarea of this many rows; without it, an input. */
  rows?: number
  type?: string
  autoComplete?: string
  inputMode?: 'email' | 'tel' | 'text'
  /** Both columns of the form's grid. */
  wide?: boolean
}

type ChoiceOptions<V extends string> = {
  values: readonly V[]
  labelOf: (value: V) => string
  /** The first, empty option ("Choose…"). */
  placeholder: string
  required?: boolean
  className?: string
}

/**
 * The labelled rows of a form: each row is a Field (label, control, error) whose control carries
 * what `bind` gives it (react-hook-form's `register(name)` in the browser, the bare `name` on the
 * server), its id, aria-required, aria-invalid and aria-describedby, with the shared input look.
 * `invalid` and `error` say whether a field is in error and the text shown under it. `uid` is the
 * ids' prefix; `id`, `err` and `a11y` serve the rows a form draws itself.
 */
export function fieldRows<N extends string>({
  bind,
  invalid,
  error,
  uid,
}: {
  bind: (name: N) => object
  invalid: (name: N) => boolean
  error: (name: N) => string | undefined
  uid: string
}) {
  const id = (name: string) => `${uid}-${name}`
  const err = error
  const a11y = (name: N, required = false) => ({
    id: id(name),
    'aria-required': required || undefined,
    'aria-invalid': invalid(name) ? true : undefined,
    'aria-describedby': describedBy(id(name), { error: invalid(name) }),
  })

  const text = (name: N, label: string, options: TextOptions = {}): ReactNode => (
    <Field
      id={id(name)}
      label={label}
      required={options.required}
      error={err(name)}
      className={options.wide ? 'sm:col-span-2' : undefined}
    >
      {options.rows ? (
        <textarea
          {...bind(name)}
          {...a11y(name, options.required)}
          rows={options.rows}
          placeholder={options.placeholder}
          className={inputClass}
        />
      ) : (
        <input
          {...bind(name)}
          {...a11y(name, options.required)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          className={inputClass}
        />
      )}
    </Field>
  )

  const choice = <V extends string>(name: N, label: string, options: ChoiceOptions<V>): ReactNode => (
    <Field id={id(name)} label={label} required={options.required} error={err(name)} className={options.className}>
      <select {...bind(name)} {...a11y(name, options.required)} className={inputClass}>
        <option value="">{options.placeholder}</option>
        {options.values.map((value) => (
          <option key={value} value={value}>
            {options.labelOf(value)}
          </option>
        ))}
      </select>
    </Field>
  )

  return { id, err, a11y, text, choice }
}

export type FieldRows<N extends string> = ReturnType<typeof fieldRows<N>>
