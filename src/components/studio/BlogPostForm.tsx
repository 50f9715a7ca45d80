'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type { AdminPost } from '@/lib/posts/shape'
import { useEffect, useId } from 'react'
import { type Resolver, useForm } from 'react-hook-form'

import { describedBy, Field, inputClass } from '@/components/ui/Field'
import { blogPostSchema, type BlogPost } from '@/lib/schemas/blogPost'
import { slugifyBlogAdmin, slugifyDashboard } from '@/lib/schemas/slug'

import { useAdminMessages } from './AdminI18n'
import { validationText } from './admin-messages'

export type BlogVariant = 'dashboard' | 'page'

type FormValues = {
  title: string
  slug: string
  excerpt: string
  content: string
  coverImage: string
  isPublished: boolean
}

const schemaResolver = zodResolver(blogPostSchema) as unknown as Resolver<FormValues, unknown, BlogPost>

/**
 * The two slug rules (src/lib/schemas/slug.ts): the blog administration page generates an empty
 * slug from the title when the form is submitted; the dashboard requires it (and fills it while
 * creating).
 */
function resolverFor(variant: BlogVariant): Resolver<FormValues, unknown, BlogPost> {
  if (variant === 'dashboard') return schemaResolver
  return (values, context, options) =>
    schemaResolver(values.slug.trim() ? values : { ...values, slug: slugifyBlogAdmin(values.title) }, context, options)
}

const toValues = (post?: AdminPost): FormValues => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  coverImage: post?.coverImage ?? '',
  isPublished: post?.isPublished ?? false,
})

export function BlogPostForm({
  variant,
  post,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  variant: BlogVariant
  /** The post being edited; none while creating. */
  post?: AdminPost
  pending: boolean
  /** Per-field messages of the last refused save (e.g. a taken slug). */
  serverErrors?: Record<string, string>
  onSubmit: (data: BlogPost) => void
  onCancel: () => void
}) {
  const t = useAdminMessages()
  const tf = t.blog.form
  const id = useId()
  const creating = !post
  const form = useForm<FormValues, unknown, BlogPost>({ resolver: resolverFor(variant), defaultValues: toValues(post) })
  const { errors } = form.formState

  useEffect(() => form.setFocus('title'), [form])
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (field in toValues()) form.setError(field as keyof FormValues, { type: 'server', message })
    }
  }, [serverErrors, form])

  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      // Only while creating: an edited post keeps its address.
      if (variant === 'dashboard' && creating)
        form.setValue('slug', slugifyDashboard(event.target.value), { shouldValidate: form.formState.isSubmitted })
    },
  })
  const error = (name: keyof FormValues) => validationText(t, errors[name]?.message)
  const watchedTitle = form.watch('title')

  const text = (
    name: 'title' | 'slug' | 'excerpt' | 'coverImage',
    label: string,
    options: { required?: boolean; hint?: string; placeholder?: string; type?: string } = {},
  ) => {
    const fieldId = `${id}-${name}`
    const message = error(name)
    const registered = name === 'title' ? title : form.register(name)
    return (
      <Field id={fieldId} label={label} required={options.required} hint={options.hint} error={message}>
        <input
          id={fieldId}
          type={options.type ?? 'text'}
          placeholder={options.placeholder}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(fieldId, { hint: options.hint, error: message })}
          className={inputClass}
          {...registered}
        />
      </Field>
    )
  }

  const contentId = `${id}-content`
  const contentError = error('content')
  const publishId = `${id}-publish`

  return (
    <form onSubmit={form.handleSubmit((data) => onSubmit(data))} noValidate className="grid gap-5" aria-busy={pending}>
      {text('title', tf.title, { required: true })}
      {text('slug', tf.slug, {
        required: variant === 'dashboard',
        hint: variant === 'dashboard' ? tf.slugHintDashboard : tf.slugHintPage,
        placeholder: variant === 'page' && watchedTitle ? slugifyBlogAdmin(watchedTitle) : undefined,
      })}
      {text('excerpt', tf.excerpt, { hint: tf.excerptHint })}
      <Field id={contentId} label={tf.content} required hint={tf.contentHint} error={contentError}>
        <textarea
          id={contentId}
          rows={14}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={describedBy(contentId, { hint: true, error: contentError })}
          className={`${inputClass} font-mono text-sm leading-relaxed`}
          {...form.register('content')}
        />
      </Field>
      {text('coverImage', tf.coverImage, { hint: tf.coverImageHint, type: 'url', placeholder: 'https://' })}
      <div className="flex items-start gap-3">
        <input
          id={publishId}
          type="checkbox"
          className="mt-1 size-5 accent-gold-deep"
          aria-describedby={`${publishId}-hint`}
          {...form.register('isPublished')}
        />
        <div>
          <label htmlFor={publishId} className="font-semibold text-ink">
            {tf.publish}
          </label>
          <p id={`${publishId}-hint`} className="text-sm text-ink-soft">
            {tf.publishHint}
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={pending} className="btn btn-outline">
          {tf.cancel}
        </button>
        <button type="submit" disabled={pending} className="btn btn-primary disabled:cursor-wait disabled:opacity-70">
          {pending ? tf.saving : creating ? tf.create : tf.update}
        </button>
      </div>
    </form>
  )
}
