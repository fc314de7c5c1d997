import { useAsync } from '@tessera/shared/ui/use-async'
import { listRecentEvents } from '../api/recent-events'

export function useRecentEvents() {
  return useAsync((signal) => listRecentEvents(signal), [])
}
