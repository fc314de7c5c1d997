import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ApiError from '#exceptions/api_error'

/**
 * Requires a valid bearer token. The user comes with its role preloaded for every authorization
 * check (#lib/signed_in_user_provider).
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.authenticateUsing(['api']).catch(() => {
      throw ApiError.unauthenticated()
    })
    return next()
  }
}
