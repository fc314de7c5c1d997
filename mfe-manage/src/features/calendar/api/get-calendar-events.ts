import { queryOptions, useQuery } from '@tanstack/react-query'
import { getAllPages } from '@tessera/shared/api/resource'
import { calendarRangeFilter } from '@tessera/shared/domain/events/calendar'
import { event } from '@tessera/shared/schemas/event'
import type { VisibleRange } from '@tessera/shared/ui/events-calendar/events-calendar'
import { eventKeys } from '../../../lib/events-api'

/**
 * The own calendar's query (spec "events" §7 "Calendar list"): the events overlapping the visible
 * range (starting before its end and ending after its start, as the public calendar answers), with
 * what the detail modal shows (category, tags, venues), in start order.
 */
export function calendarQueryString(range: VisibleRange): string {
  const [first, last] = calendarRangeFilter(range).split(',')
  const query = new URLSearchParams({
    'filter[start_at]': `,${last}`,
    'filter[end_at]': `${first},`,
    sort: 'start_at',
    include: 'category,tags,venues',
  })
  return query.toString()
}

/** Every event of the range, page after page: a busy month is never cut at a page size. */
export const getCalendarEvents = (queryString: string, signal?: AbortSignal) =>
  getAllPages('events', event, queryString, signal)

export const calendarEventsQueryOptions = (range: VisibleRange) => {
  const queryString = calendarQueryString(range)
  return queryOptions({
    // Under the event lists' key: adding, saving or deleting an event refreshes the calendar too.
    queryKey: [...eventKeys.list(queryString), 'all'],
    queryFn: ({ signal }) => getCalendarEvents(queryString, signal),
    placeholderData: (previous) => previous,
  })
}

/** The events of the visible range; nothing is asked before the calendar has a range. */
export const useCalendarEvents = (range: VisibleRange | null) =>
  useQuery({
    ...calendarEventsQueryOptions(range ?? { start: new Date(0), end: new Date(0) }),
    enabled: range !== null,
  })
