'use client'

import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'

import { toast } from '@/components/ui/toast'
import { apiRequest } from '@/lib/api/request'

import { AdminLogin } from './AdminLogin'
import { useAdminMessages } from './AdminI18n'
import { ADMIN_TOKEN_KEY, clearAdminToken, readAdminToken, storeAdminToken } from './admin-token'
import { isUnauthorized } from './api'

type Status = 'checking' | 'signed-out' | 'signed-in'

interface AdminSessionValue {
  /** Calls POST /api/admin/logout, then forgets the token and every cached record whatever it answered. */
  logout: () => Promise<void>
}

const SessionContext = createContext<AdminSessionValue | null>(null)

/** The administrator session of the surrounding <AdminGate> (only rendered once signed in). */
export function useAdminSession(): AdminSessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useAdminSession() must be used inside <AdminGate>')
  return value
}

/**
 * The administrator's session: without a stored token, the sign-in; with one, nothing is
 * shown until GET /api/admin/verify-token accepts it (an invalid token, or a failed check, is
 * removed and the sign-in shows). Children render only while signed in, so no record is fetched
 * or displayed before the session is verified, and any 401 later (the 24 hours ran out, a logout
 * in another tab) returns to the sign-in.
 *
 * `landmark={false}` when the layout already wraps the page in <main>.
 */
export function AdminGate({ children, landmark = true }: { children: ReactNode; landmark?: boolean }) {
  const t = useAdminMessages()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<Status>('checking')

  const signOutLocally = useCallback(() => {
    clearAdminToken()
    // Personal data must not outlive the session in memory.
    queryClient.clear()
    setStatus('signed-out')
  }, [queryClient])

  useEffect(() => {
    if (!readAdminToken()) {
      setStatus('signed-out')
      return
    }
    let cancelled = false
    apiRequest('GET', '/api/admin/verify-token')
      // Read, although it says nothing more: left unread, the answer held its connection, and
      // Chromium counted the request as under way (the reliability suite's page checks waited
      // for it to their bound on every dashboard tab).
      .then((res) => res.text())
      .then(() => {
        if (!cancelled) setStatus('signed-in')
      })
      .catch(() => {
        if (!cancelled) signOutLocally()
      })
    return () => {
      cancelled = true
    }
  }, [signOutLocally])

  useEffect(() => {
    if (status !== 'signed-in') return
    const expire = (error: unknown) => {
      if (!isUnauthorized(error)) return
      signOutLocally()
      toast({ title: t.common.sessionExpired, description: t.common.sessionExpiredDescription, variant: 'destructive' })
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error)
    })
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error)
    })
    // Signing out in another tab signs this one out too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === ADMIN_TOKEN_KEY && !event.newValue) signOutLocally()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
      window.removeEventListener('storage', onStorage)
    }
  }, [status, queryClient, signOutLocally, t])

  const session = useMemo<AdminSessionValue>(
    () => ({
      logout: async () => {
        try {
          await apiRequest('POST', '/api/admin/logout')
        } catch {
          // Signing out on this device must not depend on the server: the token goes whatever it answered.
        } finally {
          signOutLocally()
        }
      },
    }),
    [signOutLocally],
  )

  const onSignedIn = useCallback((token: string) => {
    storeAdminToken(token)
    setStatus('signed-in')
  }, [])

  if (status === 'signed-in') return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>

  const Landmark = landmark ? 'main' : 'div'
  return (
    <Landmark
      id={landmark ? 'main' : undefined}
      className="flex min-h-screen items-center justify-center bg-cream px-4 py-10"
    >
      {status === 'checking' ? (
        <p role="status" className="text-ink-soft">
          {t.common.checkingSession}
        </p>
      ) : (
        <AdminLogin onSignedIn={onSignedIn} />
      )}
    </Landmark>
  )
}
