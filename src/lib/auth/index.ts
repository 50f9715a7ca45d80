export { getAdminSession, requireAdmin, presentedToken, type AdminSession } from './admin-session'
export { ensureAdminPassword, setAdminPassword, verifyAdminPassword, claimTotpStep } from './credentials'
export { ADMIN_COOKIE, sessionCookie, clearedSessionCookie } from '@/lib/http/admin-cookie'
export { authClock } from './clock'
