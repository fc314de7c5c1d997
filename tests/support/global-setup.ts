import type { FullConfig } from '@playwright/test'
import { startMapsServer } from '../fixtures/maps-server'
import { startApi } from './api-server'
import { startCspReportLog } from './csp-watch'
import { startMailSink } from './mail-sink'

type Stoppable = { stop: () => Promise<void> }

/**
 * Starts the SMTP sink, the maps service (tiles and reverse geocoding on loopback), the log of
 * Content-Security-Policy reports and the built API (own SQLite database, mail to the sink, maps
 * from the fixture, its log lines read for reports) once for the run. Workers
 * learn where they are from the environment; the returned function is the teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  const started: Stoppable[] = []
  // Stops every service, even when one fails to stop, and then reports the first failure.
  const stopAll = async () => {
    const failures: unknown[] = []
    for (const service of [...started].reverse())
      await service.stop().catch((error: unknown) => failures.push(error))
    if (failures.length) throw failures[0]
  }
  try {
    const mail = await startMailSink()
    started.push(mail)
    const maps = await startMapsServer()
    started.push(maps)
    const cspReports = await startCspReportLog()
    started.push(cspReports)
    const api = await startApi({ smtpPort: mail.smtpPort, maps, onLogLine: cspReports.record })
    started.push(api)
    process.env.TESSERA_BASE_URL = api.url
    process.env.TESSERA_MAIL_URL = mail.url
    process.env.TESSERA_CSP_REPORTS_URL = cspReports.url
  } catch (error) {
    await stopAll()
    throw error
  }
  return stopAll
}
