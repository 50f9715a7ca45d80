'use client'

import type { ReactNode } from 'react'
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'

import { describedBy, Field, inputClass } from '@/components/ui/Field'

import { useErrorText } from './useErrorText'

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
 * The labelled rows of a react-hook-form form (the contact form, the class booking form): each row is
 * a Field (label, control, error in the visitor's language) whose control is registered and carries
 * its id, aria-required, aria-invalid and aria-describedby, with the shared input look. `uid` comes
 * from the form's useId(); `id`, `err` and `a11y` serve the rows a form draws itself.
 */
export function useFieldRows<F extends FieldValues>(
  register: UseFormRegister<F>,
  formErrors: FieldErrors<F>,
  uid: string,
) {
  const errorText = useErrorText()
  const errors = formErrors as Partial<Record<string, FieldError>>
  const id = (name: string) => `${uid}-${name}`
  const err = (name: Path<F>) => errorText(errors[name]?.message)
  const a11y = (name: Path<F>, required = false) => ({
    id: id(name),
    'aria-required': required || undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(id(name), { error: errors[name] }),
  })

  const text = (name: Path<F>, label: string, options: TextOptions = {}): ReactNode => (
    <Field
      id={id(name)}
      label={label}
      required={options.required}
      error={err(name)}
      className={options.wide ? 'sm:col-span-2' : undefined}
    >
      {options.rows ? (
        <textarea
          {...register(name)}
          {...a11y(name, options.required)}
          rows={options.rows}
          placeholder={options.placeholder}
          className={inputClass}
        />
      ) : (
        <input
          {...register(name)}
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

  const choice = <V extends string>(name: Path<F>, label: string, options: ChoiceOptions<V>): ReactNode => (
    <Field id={id(name)} label={label} required={options.required} error={err(name)} className={options.className}>
      <select {...register(name)} {...a11y(name, options.required)} className={inputClass}>
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
