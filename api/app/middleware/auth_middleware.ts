import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ApiError from '#exceptions/api_error'

/** Requires a valid bearer token; loads the user's role for every authorization check. */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = await ctx.auth.authenticateUsing(['api']).catch(() => {
      throw ApiError.unauthenticated()
    })
    await user.load('role')
    return next()
  }
}
