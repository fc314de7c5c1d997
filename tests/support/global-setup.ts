import type { FullConfig } from '@playwright/test'
import { startApi } from './api-server'
import { startMailSink } from './mail-sink'

/**
 * Starts the SMTP sink and the built API (own SQLite database, mail to the sink) once for the run.
 * Workers learn where they are from the environment; the returned function is the teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  const mail = await startMailSink()
  let api: Awaited<ReturnType<typeof startApi>>
  try {
    api = await startApi({ smtpPort: mail.smtpPort })
  } catch (error) {
    await mail.stop()
    throw error
  }
  process.env.TESSERA_BASE_URL = api.url
  process.env.TESSERA_MAIL_URL = mail.url
  return async () => {
    await api.stop()
    await mail.stop()
  }
}
