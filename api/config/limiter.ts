import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Rate limits of public POST endpoints. `memory` for one process; `database` shares the counters
 * between API processes (the `rate_limits` table).
 */
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE') ?? 'memory',
  stores: {
    memory: stores.memory({}),
    database: stores.database({ tableName: 'rate_limits' }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
