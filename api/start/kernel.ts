/*
| HTTP kernel: server middleware run on every request, router middleware on matched routes.
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

// One middleware per concern, not per step: AdonisJS resolves every middleware class from the
// container on each request (docs/DECISIONS.md "One middleware per concern").
server.use([() => import('#middleware/request_defaults_middleware')])

router.use([
  () => import('#middleware/request_body_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  console: () => import('#middleware/console_middleware'),
  checkInAuth: () => import('#middleware/check_in_auth_middleware'),
  jsonApi: () => import('#middleware/json_api_middleware'),
})
