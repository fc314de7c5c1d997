/**
 * Content-Security-Policy violation reports as browsers send them to `POST /api/v1/csp-reports`:
 * `report-uri`'s `application/csp-report` (`{"csp-report": {…}}`) or the Reporting API's
 * `application/reports+json` (`[{type: "csp-violation", body: {…}}]`), reduced to what an operator
 * reads in the log, every text cut short.
 */
export type CspViolation = {
  document: string
  directive: string
  blocked: string
  disposition: string
  source?: string
  line?: number
  sample?: string
}

/** The most violations one request may carry; the rest are dropped. */
const MAX_VIOLATIONS = 20
const MAX_TEXT = 300

type Fields = Record<string, unknown>

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : ''
}

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** One violation from the report's own field names (`report-uri`'s kebab case or camel case). */
function violation(fields: Fields, kebab: boolean): CspViolation | null {
  const field = (camel: string, dashed: string) => fields[kebab ? dashed : camel]
  const directive =
    text(field('effectiveDirective', 'effective-directive')) ||
    text(field('violatedDirective', 'violated-directive'))
  if (!directive) return null
  const line = field('lineNumber', 'line-number')
  const found: CspViolation = {
    document: text(field('documentURL', 'document-uri')),
    directive,
    blocked: text(field('blockedURL', 'blocked-uri')),
    disposition: text(field('disposition', 'disposition')) || 'enforce',
  }
  const source = text(field('sourceFile', 'source-file'))
  if (source) found.source = source
  if (typeof line === 'number' && Number.isFinite(line)) found.line = line
  const sample = text(field('sample', 'script-sample'))
  if (sample) found.sample = sample
  return found
}

/** The violations a request body reports, or null when it is not a report at all. */
export function parseCspReports(body: Buffer): CspViolation[] | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(body.toString('utf8'))
  } catch {
    return null
  }
  const found: (CspViolation | null)[] = []
  if (isObject(parsed) && isObject(parsed['csp-report'])) {
    found.push(violation(parsed['csp-report'], true))
  } else if (Array.isArray(parsed)) {
    for (const report of parsed.slice(0, MAX_VIOLATIONS)) {
      if (isObject(report) && report.type === 'csp-violation' && isObject(report.body))
        found.push(violation(report.body, false))
    }
  } else {
    return null
  }
  const violations = found.filter((one): one is CspViolation => one !== null)
  return violations.length > 0 ? violations : null
}
