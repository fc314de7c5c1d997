import { test } from '@japa/runner'
import logger from '@adonisjs/core/services/logger'
import { rateLimits } from '#config/limits'
import { useAccountsFixtures } from '#tests/helpers'

const REPORTS = '/api/v1/csp-reports'

/** What a browser's `report-uri` sends. */
const reportUriBody = {
  'csp-report': {
    'document-uri': 'http://localhost:3333/manage/dashboard',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'source-file': 'http://localhost:3333/manage/dashboard',
    'script-sample': 'alert(1)',
    'status-code': 200,
  },
}

/** Collects what the endpoint logs as warnings during the test. */
function loggedWarnings(cleanup: (fn: () => void) => void) {
  const logged: unknown[][] = []
  const warn = logger.warn
  logger.warn = ((...args: unknown[]) => {
    logged.push(args)
  }) as typeof logger.warn
  cleanup(() => {
    logger.warn = warn
  })
  return logged
}

test.group('Content-Security-Policy reports', (group) => {
  useAccountsFixtures(group)

  test("a report-uri report is logged with the client's address and answered 204", async ({
    client,
    assert,
    cleanup,
  }) => {
    const logged = loggedWarnings(cleanup)
    const response = await client
      .post(REPORTS)
      .header('Content-Type', 'application/csp-report')
      .unsafeJson(JSON.stringify(reportUriBody))
    response.assertStatus(204)
    assert.equal(response.text(), '')
    assert.lengthOf(logged, 1)
    const [fields, message] = logged[0]!
    assert.equal(message, 'content security policy violation')
    assert.deepInclude(fields as object, {
      csp: {
        document: 'http://localhost:3333/manage/dashboard',
        directive: 'script-src-elem',
        blocked: 'inline',
        disposition: 'enforce',
        source: 'http://localhost:3333/manage/dashboard',
        line: 12,
        sample: 'alert(1)',
      },
    })
  })

  test('Reporting API reports are logged one by one, other report types ignored', async ({
    client,
    assert,
    cleanup,
  }) => {
    const logged = loggedWarnings(cleanup)
    const body = [
      {
        type: 'csp-violation',
        url: 'http://localhost:3333/event/abc',
        body: {
          documentURL: 'http://localhost:3333/event/abc',
          effectiveDirective: 'style-src-elem',
          blockedURL: 'inline',
          disposition: 'report',
          sample: 'x'.repeat(5000),
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
      {
        type: 'csp-violation',
        body: { documentURL: 'http://localhost:3333/', effectiveDirective: 'img-src' },
      },
    ]
    const response = await client
      .post(REPORTS)
      .header('Content-Type', 'application/reports+json')
      .unsafeJson(JSON.stringify(body))
    response.assertStatus(204)
    assert.deepEqual(
      logged.map(([fields]) => (fields as { csp: { directive: string } }).csp.directive),
      ['style-src-elem', 'img-src'],
    )
    const first = (logged[0]![0] as { csp: { sample: string } }).csp
    assert.lengthOf(first.sample, 300)
  })

  test('a body that is no report is 400, a large one 413, neither logged nor ever a 5xx', async ({
    client,
    assert,
    cleanup,
  }) => {
    const logged = loggedWarnings(cleanup)
    for (const text of [
      'not json',
      '{}',
      '[]',
      '{"csp-report": {}}',
      '[{"type":"csp-violation"}]',
    ]) {
      const response = await client
        .post(REPORTS)
        .header('Content-Type', 'application/csp-report')
        .unsafeJson(text)
      response.assertStatus(400)
      assert.equal(response.body().errors[0].code, 'bad_request', text)
    }
    const large = await client
      .post(REPORTS)
      .header('Content-Type', 'application/csp-report')
      .unsafeJson(
        JSON.stringify({ 'csp-report': { ...reportUriBody['csp-report'], x: 'y'.repeat(20_000) } }),
      )
    large.assertStatus(413)
    assert.lengthOf(logged, 0)
  })

  test('each client address may send a limited number of reports a minute', async ({
    client,
    assert,
    cleanup,
  }) => {
    loggedWarnings(cleanup)
    const send = () =>
      client
        .post(REPORTS)
        .header('Content-Type', 'application/csp-report')
        .unsafeJson(JSON.stringify(reportUriBody))
    for (let index = 0; index < rateLimits.cspReportsPerAddress.requests; index++)
      (await send()).assertStatus(204)
    const refused = await send()
    refused.assertStatus(429)
    assert.equal(refused.body().errors[0].code, 'rate_limited')
  })
})
