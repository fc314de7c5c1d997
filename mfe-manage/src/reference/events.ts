import { useState } from 'react'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ComboboxOption } from '@tessera/shared/ui/combobox'
import { listEvents } from '../lib/events-api'

/** How many events one search shows; the picker says when there are more. */
export const EVENT_MATCHES = 20

export const eventSearchQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['events', 'search', name],
    queryFn: ({ signal }) =>
      listEvents(
        `sort=-start_at&page[size]=${EVENT_MATCHES}${name ? `&filter[name]=${encodeURIComponent(name)}` : ''}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  })

/** The organizer's events whose name contains the text typed, latest start first (an event picker). */
export function useEventSearch() {
  const [name, setName] = useState('')
  const query = useQuery(eventSearchQueryOptions(name.trim()))
  return {
    options: query.data?.items.map((item): ComboboxOption => ({
      value: item.id,
      label: item.name,
    })),
    more: (query.data?.page.total ?? 0) > (query.data?.items.length ?? 0),
    onSearch: setName,
  }
}
