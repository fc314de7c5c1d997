import { defineConfig } from '@adonisjs/cors'

/**
 * The management apps are served from the API's own origin and need no CORS. Only public endpoints
 * (the booking widget on third-party pages) answer cross-origin requests.
 */
const corsConfig = defineConfig({
  enabled: true,
  origin: (_origin, ctx) => ctx.request.url().startsWith('/api/v1/public/'),
  methods: ['GET', 'HEAD', 'POST'],
  headers: true,
  exposeHeaders: ['retry-after'],
  credentials: false,
  maxAge: 600,
})

export default corsConfig
