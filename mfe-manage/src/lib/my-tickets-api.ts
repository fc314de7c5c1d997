import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import type { DataDocument } from '@tessera/shared/jsonapi/document'
import { readMyTickets } from '@tessera/shared/public/my-ticket'

/**
 * One page of the signed-in user's tickets (docs/API.md `GET /me/tickets`), with whether their
 * e-mail address is verified (an unverified account's list is always empty).
 */
export async function getMyTickets(page: number, size: number, signal?: AbortSignal) {
  const searchParams = { 'page[number]': String(page), 'page[size]': String(size) }
  return readMyTickets((await api.get('me/tickets', { searchParams, signal })) as DataDocument)
}

export const getMyTicketsQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: ['my-tickets', 'list', `page[number]=${page}&page[size]=${size}`],
    queryFn: ({ signal }) => getMyTickets(page, size, signal),
    placeholderData: keepPreviousData,
  })

export const useMyTickets = (page: number, size: number) =>
  useQuery(getMyTicketsQueryOptions(page, size))
