import { useAsync } from '@tessera/shared/ui/use-async'
import { listCategoryOptions, listOwnTags } from '../api/event-options'

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
