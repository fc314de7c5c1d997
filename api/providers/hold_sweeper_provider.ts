import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Runs the hold sweeper (and forgets day-old idempotency answers) beside the HTTP server (the `web` environment only; tests call
 * `sweepExpiredHolds(now)` themselves), every `orderLimits.sweepEverySeconds`, unless
 * HOLD_SWEEPER=false. Safe in every API process at once: each order is expired by one guarded
 * statement.
 */
export default class HoldSweeperProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    const { default: env } = await import('#start/env')
    if (env.get('HOLD_SWEEPER') === false) return
    const { orderLimits } = await import('#config/limits')
    const { forgetOldAnswers, sweepExpiredHolds } = await import('#services/orders/hold_sweeper')
    const { default: logger } = await import('@adonisjs/core/services/logger')
    let running: Promise<unknown> = Promise.resolve()
    const timer = setInterval(() => {
      const now = new Date()
      running = sweepExpiredHolds(now)
        .then(() => forgetOldAnswers(now))
        .catch((error) => logger.error({ err: error }, 'the hold sweeper failed'))
    }, orderLimits.sweepEverySeconds * 1000)
    timer.unref()
    this.app.terminating(async () => {
      clearInterval(timer)
      await running
    })
  }
}
