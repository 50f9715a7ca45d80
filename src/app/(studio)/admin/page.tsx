import { AdminDashboard } from '@/components/studio/AdminDashboard'
import { AdminGate } from '@/components/studio/AdminGate'

export const dynamic = 'force-static'

/** /admin: the sign-in, then the dashboard. */
export default function AdminPage() {
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  )
}
