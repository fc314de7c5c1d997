import type { ReactElement } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { vi } from 'vitest'
import type { Event } from '@tessera/shared/schemas/event'
import { renderWithI18n, testQueryClient } from '@tessera/shared/ui/test-utils'
import { Toaster } from '@tessera/shared/ui/toast'
import { EDIT_INCLUDES, eventKeys, useEvent } from '../lib/events-api'

/** A spy called each time something marks event `id` stale in `client` (a ticket or file changed). */
export function eventChangedSpy(client: QueryClient, id: string) {
  const changed = vi.fn()
  const invalidate = client.invalidateQueries.bind(client)
  vi.spyOn(client, 'invalidateQueries').mockImplementation((filters, options) => {
    if (JSON.stringify(filters?.queryKey) === JSON.stringify(['events', id])) changed()
    return invalidate(filters, options)
  })
  return changed
}

/**
 * Renders a tab of Edit Event as the editor does, over the cached event (so what a write puts into
 * the cache shows), with the toasts. Answers the cached event and a spy on its re-reads.
 */
export function renderOverCachedEvent(event: Event, tab: (event: Event) => ReactElement) {
  const client = testQueryClient()
  const key = eventKeys.withIncludes(event.id, EDIT_INCLUDES)
  client.setQueryData(key, event)
  const onEventChanged = eventChangedSpy(client, event.id)
  function CachedTab() {
    const { data } = useEvent(event.id, EDIT_INCLUDES)
    return data ? tab(data) : null
  }
  renderWithI18n(
    <>
      <CachedTab />
      <Toaster />
    </>,
    client,
  )
  return { onEventChanged, cachedEvent: () => client.getQueryData<Event>(key) }
}
