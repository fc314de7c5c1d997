import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page } from '@playwright/test'

/** The log message of the API's report endpoint (api/app/controllers/csp_reports_controller.ts). */
const REPORT_MESSAGE = 'content security policy violation'

type LoggedReport = { receivedAt: number; line: string }

/**
 * Keeps the Content-Security-Policy violations the API logged (its report endpoint's lines, fed
 * by `record`) and serves them on loopback (`GET /reports`) to the test workers.
 */
export async function startCspReportLog() {
  const reports: LoggedReport[] = []
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/reports') return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reports))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    record: (line: string) => {
      if (line.includes(REPORT_MESSAGE)) reports.push({ receivedAt: Date.now(), line })
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The violations the API's report endpoint logged since `since` (ms). */
export async function reportedViolations(url: string, since: number): Promise<string[]> {
  const all = (await (await fetch(`${url}/reports`)).json()) as LoggedReport[]
  return all.filter((report) => report.receivedAt >= since).map((report) => report.line)
}

/**
 * Records every Content-Security-Policy violation in the context's pages and frames, as the
 * browser reports it to the page (`securitypolicyviolation`) and to the console.
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const seen: string[] = []
  await context.exposeBinding('__tesseraCspViolation', (_source, text: string) => {
    seen.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''
      const report = (window as unknown as { __tesseraCspViolation?: (text: string) => void })
        .__tesseraCspViolation
      report?.(`${event.effectiveDirective} ${event.blockedURI} on ${event.documentURI}${where}`)
    })
  })
  const onPage = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        seen.push(`console on ${page.url()}: ${message.text()}`)
    })
  context.pages().forEach(onPage)
  context.on('page', onPage)
  return seen
}
