import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { JSON_API_MEDIA_TYPE } from '@tessera/shared/jsonapi/document'
import ApiError from '#exceptions/api_error'

const ACCEPTED_BODIES = ['application/json', JSON_API_MEDIA_TYPE, 'multipart/form-data']

/**
 * Every answer under /api is a JSON:API document. Requests with a body must send JSON (either media
 * type) or multipart; anything else is refused with 415 before it reaches a controller. A document
 * is written with `JSON.stringify`: it is plain data (no cycles, no BigInt), and the cycle-safe
 * stringify Adonis uses for objects costs several times more on a hot read.
 */
export default class JsonApiMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.response.header('Content-Type', JSON_API_MEDIA_TYPE)
    ctx.response.header('Vary', 'Accept-Language')
    const type = ctx.request.header('content-type')?.split(';')[0]?.trim().toLowerCase()
    const hasBody =
      Number(ctx.request.header('content-length') ?? 0) > 0 ||
      ctx.request.header('transfer-encoding')
    if (hasBody && type && !ACCEPTED_BODIES.includes(type)) {
      throw new ApiError(415, { code: 'unsupported_file_type' })
    }
    await next()
    const body = ctx.response.lazyBody.content
    if (body && body[0]?.constructor === Object) body[0] = JSON.stringify(body[0])
  }
}
