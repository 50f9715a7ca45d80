import type { Metadata } from 'next'

import { ADMIN_LOCALE, adminMessages } from '@/components/studio/admin-messages'
import { AdminGate } from '@/components/studio/AdminGate'
import { BlogAdminPage } from '@/components/studio/BlogAdminPage'

export const dynamic = 'force-static'

export const metadata: Metadata = { title: adminMessages[ADMIN_LOCALE].meta.blogTitle }

/** /admin/blog: the blog administration page. */
export default function AdminBlogPage() {
  return (
    <AdminGate>
      <BlogAdminPage />
    </AdminGate>
  )
}
