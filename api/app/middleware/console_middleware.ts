import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { authorizeConsole } from '#policies/console_policy'

/**
 * `middleware.console()`: the route is part of the console (users, roles, writing categories) and
 * answers 403 to anyone else. Runs after `middleware.auth()`, before the controller.
 */
export default class ConsoleMiddleware {
  handle({ auth }: HttpContext, next: NextFn) {
    authorizeConsole(auth.getUserOrFail())
    return next()
  }
}
