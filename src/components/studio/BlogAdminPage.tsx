'use client'

import { ArrowLeft } from 'lucide-react'

import { AdminHeader } from './AdminHeader'
import { headerButton } from './kit/buttons'
import { useAdminMessages } from './AdminI18n'
import { BlogManager } from './BlogManager'

/** /admin/blog once signed in: the blog administration page. */
export function BlogAdminPage() {
  const t = useAdminMessages()
  return (
    <>
      <AdminHeader
        title={t.dashboard.title}
        actions={
          <a href="/admin" className={headerButton}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.blog.backToDashboard}
          </a>
        }
      />
      <main id="main" className="container-page py-8 sm:py-10">
        <h1 className="text-3xl sm:text-4xl">{t.blog.pageTitle}</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">{t.blog.pageIntro}</p>
        <div className="mt-8">
          <BlogManager variant="page" />
        </div>
      </main>
    </>
  )
}
