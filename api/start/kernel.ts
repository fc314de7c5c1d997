/*
| HTTP kernel: server middleware run on every request, router middleware on matched routes.
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/locale_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
])

router.use([
  () => import('#middleware/body_depth_middleware'),
  () => import('#middleware/request_body_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  console: () => import('#middleware/console_middleware'),
  checkInAuth: () => import('#middleware/check_in_auth_middleware'),
  jsonApi: () => import('#middleware/json_api_middleware'),
})
