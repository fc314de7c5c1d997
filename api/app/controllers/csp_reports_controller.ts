import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import ApiError from '#exceptions/api_error'
import { rawBodyOf } from '#middleware/request_body_middleware'
import { parseCspReports } from '#services/csp/csp_reports'

/**
 * `POST /api/v1/csp-reports`: where pages report Content-Security-Policy violations
 * (docs/API.md "Security reports"). Each is logged as a warning; the answer is 204, or 400 for a
 * body that is no report (413 past 16 kB, 429 past the per-address limit).
 */
export default class CspReportsController {
  async store({ request, response }: HttpContext) {
    const violations = parseCspReports(rawBodyOf(request))
    if (!violations) throw ApiError.badRequest()
    for (const violation of violations)
      logger.warn({ csp: violation, ip: request.ip() }, 'content security policy violation')
    return response.noContent()
  }
}
