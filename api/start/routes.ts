/*
| Routes. The HTTP contract is docs/API.md; everything under /api/v1 answers JSON:API.
| Any other GET is a front-end file or the shell's index.html.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const HealthController = () => import('#controllers/health_controller')
const FrontendController = () => import('#controllers/frontend_controller')

router
  .group(() => {
    router.get('/health', [HealthController, 'show'])
  })
  .prefix('/api/v1')
  .use(middleware.jsonApi())

router.get('/mfe-manifest.json', [FrontendController, 'manifest'])
router.get('*', [FrontendController, 'show'])
