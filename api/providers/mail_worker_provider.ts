import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Runs the mail worker beside the HTTP server (registered for the `web` environment only; tests
 * deliver with `drain()`), unless MAIL_WORKER=false.
 */
export default class MailWorkerProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    const { default: mailConfig } = await import('#config/mail')
    if (!mailConfig.workerEnabled) return
    const { createMailWorker } = await import('#services/mail/mail_worker')
    const worker = createMailWorker()
    void worker.start()
    // A terminating hook, not `shutdown()`: hooks run before providers shut down, so the database
    // is still open while the worker finishes the send in flight and records it.
    this.app.terminating(() => worker.stop())
  }
}
