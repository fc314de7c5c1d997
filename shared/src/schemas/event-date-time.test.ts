import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { z } from 'zod'
import { issueError } from '../errors/issues.js'
import { issueText } from '../forms/schema-resolver.js'
import { DATE_YEARS, eventDateTime, withinDateYears } from './event-date-time.js'

const codeOf = (value: string) => {
  const result = eventDateTime.safeParse(value, { reportInput: true })
  return result.success ? null : result.error.issues.map((issue) => issueError(issue).code)
}

describe('eventDateTime', () => {
  it.each([
    ['2031-05-01 10:00:00', null],
    ['1970-01-01 00:00', null],
    ['2099-12-31 23:59:59', null],
    ['2099-12-31T23:59:59-10:00', null],
    ['2100-01-01 00:00:00', ['date_out_of_range']],
    ['9999-12-31 23:59:59', ['date_out_of_range']],
    ['9999-12-31T23:59:59Z', ['date_out_of_range']],
    ['1969-12-31 23:59:59', ['date_out_of_range']],
    ['0000-01-01 00:00:00', ['invalid_date']],
    ['2031-02-30 10:00:00', ['invalid_date']],
    ['tomorrow', ['invalid_date']],
  ])('%s → %j', (value, codes) => {
    expect(codeOf(value)).toEqual(codes)
  })

  it('says the bounds in the form', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const form = z.object({ start_at: eventDateTime })
    const result = form.safeParse({ start_at: '9999-01-01 00:00:00' }, { error: issueText(i18n) })
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Please choose a date between the years 1970 and 2099.',
    ])
  })

  it('bounds instants by their UTC year', () => {
    expect(withinDateYears(new Date(Date.UTC(DATE_YEARS.max, 11, 31, 23)))).toBe(true)
    expect(withinDateYears(new Date(Date.UTC(DATE_YEARS.max + 1, 0, 1)))).toBe(false)
    expect(withinDateYears(new Date(Date.UTC(DATE_YEARS.min - 1, 11, 31)))).toBe(false)
  })
})
