import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import { formatBytes } from '@tessera/shared/domain/uploads/rules'
import ApiError from '#exceptions/api_error'
import { rawBodyLimitOf } from '#middleware/request_body_middleware'
import { ATTACHMENT } from '#services/uploads/received_files'

/**
 * A body over the body parser's limit (config/bodyparser.ts) → 413 `file_too_large` with the limit;
 * for uploads (multipart) with the pointer to `attachment`, as every other upload error. The
 * parser drains the rest of the body, so the client reads this answer instead of a reset.
 */
export function bodyTooLarge(ctx?: HttpContext): ApiError {
  const multipart = Boolean(ctx?.request.is(['multipart/form-data']))
  const limit = app.config.get<string | number>(
    multipart ? 'bodyparser.multipart.limit' : 'bodyparser.json.limit',
  )
  // A raw-body route (webhooks, violation reports) has its own, smaller limit
  const raw = ctx ? rawBodyLimitOf(ctx) : undefined
  const max = formatBytes(
    raw ?? (typeof limit === 'number' ? limit : (string.bytes.parse(limit) ?? 0)),
  )
  return new ApiError(413, {
    code: 'file_too_large',
    field: multipart ? ATTACHMENT : undefined,
    values: { max },
  })
}
