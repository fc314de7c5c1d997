import { useAsync } from '@tessera/shared/ui/use-async'
import { listTicketTypes } from '../api/ticketing'

/** The organizer's ticket types to choose from. */
export function useTicketTypes() {
  return useAsync((signal) => listTicketTypes(signal), [])
}
