import type { QueryClient } from '@tanstack/react-query'
import { vi } from 'vitest'

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
