'use client'

import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'

import { fieldRows } from './field-rows'
import { useErrorText } from './useErrorText'

/**
 * The labelled rows of a react-hook-form form (the contact form, the class booking form): each
 * control is registered, and its error is shown in the visitor's language. `uid` comes from the
 * form's useId().
 */
export function useFieldRows<F extends FieldValues>(
  register: UseFormRegister<F>,
  formErrors: FieldErrors<F>,
  uid: string,
) {
  const errorText = useErrorText()
  const errors = formErrors as Partial<Record<string, FieldError>>
  return fieldRows<Path<F>>({
    bind: (name) => register(name),
    invalid: (name) => Boolean(errors[name]),
    error: (name) => errorText(errors[name]?.message),
    uid,
  })
}
