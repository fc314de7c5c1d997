import { routePath } from '@tessera/shared/routing/routes'
import { inputValue } from './date-input'

const INPUT_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/** The begin time Add Event offers for a whole day clicked on the calendar (DECISIONS "Calendars"). */
export const DAY_CLICK_TIME = '09:00'

/**
 * Add Event with its begin filled in (`?start=2026-12-15T09:00`, the calendar's date click): the
 * clicked wall time as the browser shows it; a whole day begins at DAY_CLICK_TIME.
 */
export function addEventLink(date: Date, allDay: boolean, browserZone: string): string {
  const value = inputValue(date, browserZone)
  const start = allDay ? `${value.slice(0, 10)}T${DAY_CLICK_TIME}` : value
  return `${routePath('eventAdd')}?start=${encodeURIComponent(start)}`
}

/** The begin an Add Event link carries, when it is a date-time input's value; '' otherwise. */
export function linkedStart(search: URLSearchParams): string {
  const start = search.get('start') ?? ''
  return INPUT_VALUE.test(start) ? start : ''
}
