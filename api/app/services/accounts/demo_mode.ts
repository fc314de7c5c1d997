import app from '@adonisjs/core/services/app'

/**
 * Whether demo mode is on (`DEMO_MODE`, config/app.ts). Read on every request rather than captured
 * at import, so the test suite can switch it with `app.config.set('app.demoMode', …)`.
 */
export function inDemoMode(): boolean {
  return app.config.get<boolean>('app.demoMode', false) === true
}
