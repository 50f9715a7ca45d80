export {
  requestMetrics,
  resetRequestMetrics,
  WINDOW_SECONDS,
  type RequestSnapshot,
  type SeriesPoint,
  type RecentError,
} from './registry'
export { normalizePath, routeLabel } from './routes'
