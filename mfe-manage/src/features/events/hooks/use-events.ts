import { useAsync } from '@tessera/shared/ui/use-async'
import { getEvent, listEvents, type EventInclude } from '../../../lib/events-api'
import { listCategoryOptions, listOwnTags } from '../api/event-options'

/** One page of the event list for a JSON:API query string. */
export function useEvents(queryString: string) {
  return useAsync((signal) => listEvents(queryString, signal), [queryString])
}

/** One event with what `include` names. */
export function useEvent(id: string, include: readonly EventInclude[]) {
  return useAsync((signal) => getEvent(id, include, signal), [id, include.join(',')])
}

/** What the Add Event form offers: the user's tags and the categories. */
export function useEventFormOptions(userId: string) {
  return useAsync(
    async (signal) => {
      const [tags, categories] = await Promise.all([
        listOwnTags(userId, signal),
        listCategoryOptions(signal),
      ])
      return { tags, categories }
    },
    [userId],
  )
}
