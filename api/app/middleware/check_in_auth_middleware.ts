import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ApiError from '#exceptions/api_error'
import {
  DOOR_TOKEN_PREFIX,
  doorLinkGrant,
  type CheckInCaller,
} from '#services/check_ins/check_in_caller'

/**
 * The door's endpoints (docs/API.md "Check-in"): a signed-in user's token, or a door-staff link's
 * (`tdl_…`), which no other route accepts. `ctx.checkInCaller` says which; the services decide
 * what that caller may reach of an event.
 */
export default class CheckInAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const bearer = /^Bearer (\S+)$/i.exec(ctx.request.header('authorization') ?? '')?.[1]
    if (bearer?.startsWith(DOOR_TOKEN_PREFIX)) {
      ctx.checkInCaller = { kind: 'door_link', link: await doorLinkGrant(bearer) }
      return next()
    }
    const user = await ctx.auth.authenticateUsing(['api']).catch(() => {
      throw ApiError.unauthenticated()
    })
    ctx.checkInCaller = { kind: 'user', user }
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    checkInCaller: CheckInCaller
  }
}
