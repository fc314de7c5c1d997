import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import { doorLinkAttributes, type DoorLinkInput } from '@tessera/shared/schemas/check-in'
import { z } from 'zod'

/** Door-staff links of an event (docs/API.md "Check-in"): list, create (token once), revoke. */
const doorLink = doorLinkAttributes.extend({ id: z.string() })
const TYPE = 'door-links'

const listKey = (eventId: string) => [TYPE, 'list', eventId]

export const getDoorLinks = async (eventId: string, signal?: AbortSignal) =>
  parseList(await api.get(`events/${encodeURIComponent(eventId)}/door-links`, { signal }), doorLink)
    .items

export const getDoorLinksQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: listKey(eventId),
    queryFn: ({ signal }) => getDoorLinks(eventId, signal),
  })

export const useDoorLinks = (eventId: string, enabled = true) =>
  useQuery({ ...getDoorLinksQueryOptions(eventId), enabled })

export const createDoorLink = async (attributes: DoorLinkInput) =>
  parseOne(await api.post(TYPE, { data: { type: TYPE, attributes } }), doorLink)

export const revokeDoorLink = async (id: string) =>
  parseOne(await api.delete(`${TYPE}/${encodeURIComponent(id)}`), doorLink)

/** A write of one event's links: the event's list is refreshed with the API's answer. */
function useDoorLinkMutation<V>(
  eventId: string,
  write: (value: V) => Promise<z.infer<typeof doorLink>>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(eventId) }),
  })
}

export const useCreateDoorLink = (eventId: string) => useDoorLinkMutation(eventId, createDoorLink)
export const useRevokeDoorLink = (eventId: string) => useDoorLinkMutation(eventId, revokeDoorLink)
