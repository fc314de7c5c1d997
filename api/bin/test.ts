/*
| Japa entrypoint (`node ace test`).
*/
process.env.NODE_ENV = 'test'

import 'reflect-metadata'
import { prettyPrintError } from '@adonisjs/core'
import { tesseraIgnitor } from '#lib/ignitor'
import { configure, processCLIArgs, run } from '@japa/runner'

tesseraIgnitor()
  .tap((app) => {
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      ...{
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => app.terminate()]),
      },
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
