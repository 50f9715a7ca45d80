'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminPost } from '@/lib/posts/shape'
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'

import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import type { BlogPost } from '@/lib/schemas/blogPost'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson, serverFieldErrors, serverMessage } from './api'
import { BlogPostForm, type BlogVariant } from './BlogPostForm'
import { formatDateTime } from './format'
import { Badge } from './kit/Badge'
import { smallButton } from './kit/buttons'
import { ListStates } from './ListStates'
import { SearchBox } from './SearchBox'
import { useDebounced } from './useDebounced'

export const ADMIN_BLOG_KEY = ['/api/admin/blog'] as const
/** The public list the dashboard's mutations also invalidate (GET /api/blog). */
const PUBLIC_BLOG_KEY = ['/api/blog'] as const

type FormState = { mode: 'closed' } | { mode: 'creating' } | { mode: 'editing'; post: AdminPost }

/**
 * Blog posts: the list (all of them, drafts too, newest first), the create/edit form and delete
 * with confirmation. `variant` picks the dashboard tab's or the blog administration page's slug
 * rule and toast texts.
 */
export function BlogManager({ variant, headingLevel = 2 }: { variant: BlogVariant; headingLevel?: 2 | 3 }) {
  const t = useAdminMessages()
  const locale = useAdminLocale()
  const toasts = t.blog.toast[variant]
  const id = useId()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<FormState>({ mode: 'closed' })
  const [query, setQuery] = useState('')
  const q = useDebounced(query.trim().toLowerCase(), 150)
  const newButton = useRef<HTMLButtonElement>(null)

  const posts = useQuery({ queryKey: ADMIN_BLOG_KEY, queryFn: () => adminJson<AdminPost[]>('GET', '/api/admin/blog') })
  const shown = useMemo(
    () =>
      (posts.data ?? []).filter(
        (p) =>
          !q || p.title.toLowerCase().includes(q) || p.slug.includes(q) || (p.excerpt ?? '').toLowerCase().includes(q),
      ),
    [posts.data, q],
  )

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEY })
    void queryClient.invalidateQueries({ queryKey: PUBLIC_BLOG_KEY })
  }
  const close = () => {
    setForm({ mode: 'closed' })
    save.reset()
    // Back to where the form was opened from, for keyboard users.
    requestAnimationFrame(() => newButton.current?.focus())
  }

  const save = useMutation({
    mutationFn: ({ data, postId }: { data: BlogPost; postId?: number }) =>
      postId
        ? adminJson<AdminPost>('PUT', `/api/admin/blog/${postId}`, data)
        : adminJson<AdminPost>('POST', '/api/admin/blog', data),
    onSuccess: (_post, { postId }) => {
      toast({ title: postId ? toasts.updated : toasts.created })
      refresh()
      close()
    },
    onError: (error, { postId }) => {
      toast({
        title: postId ? toasts.updateFailed : toasts.createFailed,
        description: serverMessage(error),
        variant: 'destructive',
      })
    },
  })

  const remove = useMutation({
    mutationFn: (postId: number) => adminJson('DELETE', `/api/admin/blog/${postId}`),
    onSuccess: () => {
      toast({ title: toasts.deleted })
      refresh()
    },
    onError: (error) =>
      toast({ title: toasts.deleteFailed, description: serverMessage(error), variant: 'destructive' }),
  })

  const onDelete = (post: AdminPost) => {
    if (!window.confirm(t.blog.confirmDelete)) return
    if (form.mode === 'editing' && form.post.id === post.id) setForm({ mode: 'closed' })
    remove.mutate(post.id)
  }

  const H = `h${headingLevel}` as const
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4'

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <H id={`${id}-title`} className="text-2xl">
          {variant === 'dashboard' ? t.dashboard.tabs.blog : t.blog.listTitle}
        </H>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox
            id={`${id}-search`}
            what={t.blog.listTitle}
            placeholder={t.list.searchBlogPlaceholder}
            value={query}
            onChange={setQuery}
            className="relative sm:w-64"
          />
          <button
            ref={newButton}
            type="button"
            onClick={() => setForm({ mode: 'creating' })}
            disabled={form.mode !== 'closed'}
            className="btn btn-primary disabled:opacity-60"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.blog.newPost}
          </button>
        </div>
      </div>

      {form.mode !== 'closed' && (
        <div className="mt-6 rounded-2xl border border-gold/40 bg-white p-5 shadow-sm sm:p-6">
          <Sub className="mb-4 text-xl">{form.mode === 'creating' ? t.blog.createTitle : t.blog.editTitle}</Sub>
          <BlogPostForm
            key={form.mode === 'editing' ? form.post.id : 'new'}
            variant={variant}
            post={form.mode === 'editing' ? form.post : undefined}
            pending={save.isPending}
            serverErrors={save.error ? serverFieldErrors(save.error) : undefined}
            onSubmit={(data) => save.mutate({ data, postId: form.mode === 'editing' ? form.post.id : undefined })}
            onCancel={close}
          />
        </div>
      )}

      <div className="mt-6" aria-busy={posts.isFetching}>
        <ListStates
          pending={posts.isPending}
          failed={posts.isError}
          onRetry={() => posts.refetch()}
          empty={shown.length === 0}
          emptyText={q ? fill(t.list.noMatches, { q: query.trim() }) : t.empty.blog}
        >
          <ul className="grid gap-3">
            {shown.map((post) => (
              <li key={post.id}>
                <article
                  className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
                  aria-labelledby={`${id}-post-${post.id}`}
                >
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <Sub id={`${id}-post-${post.id}`} className="text-lg">
                        {post.title}
                      </Sub>
                      <Badge tone={post.isPublished ? 'success' : 'neutral'}>
                        {post.isPublished ? t.blog.published : t.blog.draft}
                      </Badge>
                    </div>
                    <p className="mt-1 break-all font-mono text-xs text-ink-soft">/blog/{post.slug}</p>
                    <p className="mt-1 text-sm text-ink-soft">
                      {fill(t.blog.updatedOn, { date: formatDateTime(post.updatedAt, locale) })}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    {post.isPublished && (
                      <a
                        href={`/blog/${post.slug}`}
                        target="_blank"
                        rel="noopener"
                        className={smallButton}
                        aria-label={fill(t.blog.viewLabel, { title: post.title })}
                      >
                        <ExternalLink aria-hidden="true" className="size-4" />
                        {t.blog.view}
                      </a>
                    )}
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => setForm({ mode: 'editing', post })}
                      aria-label={fill(t.blog.editLabel, { title: post.title })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t.blog.edit}
                    </button>
                    <button
                      type="button"
                      className={`${smallButton} text-danger hover:bg-red-50`}
                      onClick={() => onDelete(post)}
                      disabled={remove.isPending && remove.variables === post.id}
                      aria-label={fill(t.blog.deleteLabel, { title: post.title })}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t.blog.delete}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </ListStates>
      </div>
    </section>
  )
}
