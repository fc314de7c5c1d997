import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DataDocument } from '@tessera/shared/jsonapi/document'
import { readDoorTicket } from '@tessera/shared/public/door-ticket'
import { publicApi } from '../../../lib/public-api'

/** GET /public/tickets/{code}: one ticket as the door sees it. */
export const getDoorTicket = async (code: string, signal?: AbortSignal) =>
  readDoorTicket(
    (await publicApi.get(`/public/tickets/${encodeURIComponent(code)}`, {
      signal,
    })) as DataDocument,
  )

export const getDoorTicketQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['attendees', 'one', code],
    queryFn: ({ signal }) => getDoorTicket(code, signal),
  })

export const useDoorTicket = (code: string) => useQuery(getDoorTicketQueryOptions(code))
