import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ApiError from '#exceptions/api_error'

/** No request document of the API comes near this depth (a JSON:API document needs about 6). */
export const MAX_BODY_DEPTH = 32

/** Whether `value` nests objects or arrays deeper than `max`, walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth >= max) return true
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return false
}

/**
 * A body nested deeper than `MAX_BODY_DEPTH` is refused before anything walks it: the body parser
 * hands what it parsed to `request.setInitialBody`, which deep-clones it recursively and overflows
 * the stack on a document nested a few thousand levels deep. A JSON or form body is a 400
 * `bad_request`. Multipart fields are parsed inside stream events, where a throw would leave the
 * request hanging: their over-deep fields are dropped instead (uploads read the file part).
 */
export default class BodyDepthMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    const setInitialBody = request.setInitialBody.bind(request)
    request.setInitialBody = (body) => {
      if (!nestsDeeperThan(body, MAX_BODY_DEPTH)) return setInitialBody(body)
      if (request.is(['multipart/form-data'])) return setInitialBody({})
      throw new ApiError(400, {
        code: 'bad_request',
        detail: `The request body is nested deeper than ${MAX_BODY_DEPTH} levels.`,
      })
    }
    return next()
  }
}
