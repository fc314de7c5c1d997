import limiter from '@adonisjs/limiter/services/main'
import { rateLimits } from '#config/limits'

const { cspReportsPerAddress: reports } = rateLimits

/** `POST /api/v1/csp-reports` per client address (config/limits.ts `cspReportsPerAddress`). */
export const throttleCspReports = limiter.define('csp_reports', (ctx) =>
  limiter
    .allowRequests(reports.requests)
    .every(reports.duration)
    .usingKey(`csp_reports:${ctx.request.ip()}`),
)
