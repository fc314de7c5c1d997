import router from '@adonisjs/core/services/router'

export type ApiRoute = {
  method: string
  pattern: string
  /** The controller method (`index`, `store`, …). */
  action: string
  /** The named middleware on the route, in order (`auth`, `console`, …). */
  middleware: string[]
}

/**
 * Every route of the API (`/api/v1/…`), one per method (HEAD left out), read from the router, so
 * a suite that walks them covers a route added later without naming it.
 */
export function apiRoutes(): ApiRoute[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/api/v1/'))
    .flatMap((route) => {
      const reference = (route.handler as { reference?: unknown }).reference
      const action = Array.isArray(reference) ? String(reference[1]) : ''
      const middleware = [...route.middleware.all()]
        .map((one) => (one as { name?: string }).name)
        .filter((name): name is string => Boolean(name))
      return route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, pattern: route.pattern, action, middleware }))
    })
}

/** `GET /api/v1/users/:id` → `/api/v1/users/1`. */
export const sampleUrl = (pattern: string, id: string | number = 1) =>
  pattern.replace(/:\w+/g, String(id))
