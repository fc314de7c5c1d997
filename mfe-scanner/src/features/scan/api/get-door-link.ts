import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { checkInApi } from './check-in-api'

const kept = z.object({
  id: z.string(),
  event_id: z.string(),
  event_name: z.string(),
  gate: z.string(),
})
export type DoorLinkTarget = z.infer<typeof kept>

const keptKey = (token: string) => `tessera:door-link:${token.slice(0, 12)}`

/**
 * Which event and gate a door-staff link serves (`GET /door-links/current`), kept on the device so
 * the link opens offline too.
 */
export async function getDoorLink(token: string, signal?: AbortSignal): Promise<DoorLinkTarget> {
  const { id, event_id, event_name, gate } = await checkInApi({ kind: 'link', token }).currentLink(
    signal,
  )
  const target = { id, event_id, event_name, gate }
  localStorage.setItem(keptKey(token), JSON.stringify(target))
  return target
}

function keptLink(token: string): DoorLinkTarget | undefined {
  const parsed = kept.safeParse(JSON.parse(localStorage.getItem(keptKey(token)) ?? 'null'))
  return parsed.success ? parsed.data : undefined
}

export const doorLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['door-links', 'current', token],
    queryFn: ({ signal }) => getDoorLink(token, signal),
    initialData: () => keptLink(token),
    initialDataUpdatedAt: 0,
    networkMode: 'offlineFirst',
    retry: false,
  })

export const useDoorLink = (token: string) => useQuery(doorLinkQueryOptions(token))
