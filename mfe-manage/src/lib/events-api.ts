import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import type { DataDocument } from '@tessera/shared/jsonapi/document'
import { readPublicEvent, type PublicEvent } from '@tessera/shared/public/public-event'
import {
  event,
  type Event,
  type EventCreateInput,
  type EventDuplicateInput,
  type EventUpdateInput,
} from '@tessera/shared/schemas/event'
import type { VenueUpdateInput } from '@tessera/shared/schemas/venue'

/** What an event can include (docs/API.md "Resources": relationships of `events`). */
export type EventInclude = 'category' | 'tags' | 'tickets' | 'venues' | 'user'

/** What Edit Event loads and gets back after a save. */
export const EDIT_INCLUDES: readonly EventInclude[] = ['category', 'tags', 'tickets', 'venues']

const path = (id: string) => `events/${encodeURIComponent(id)}`
const includeParam = (include: readonly EventInclude[]) =>
  include.length ? `?include=${include.join(',')}` : ''

/** The organizer's events (super users: everyone's) for a JSON:API list query string. */
export async function listEvents(queryString: string, signal?: AbortSignal) {
  return parseList(await api.get(`events?${queryString}`, { signal }), event)
}

export async function getEvent(
  id: string,
  include: readonly EventInclude[] = [],
  signal?: AbortSignal,
): Promise<Event> {
  return parseOne(await api.get(`${path(id)}${includeParam(include)}`, { signal }), event)
}

/**
 * An entry of an event's `venues` (docs/API.md "Events"): a saved venue by `id`, with `attributes`
 * when changed, or a new one (`lid` and `attributes`), saved with the event in one request.
 */
export type VenueLinkage = {
  type: 'venues'
  id?: string
  lid?: string
  attributes?: VenueUpdateInput
}

/** Cache keys: every event query starts with `['events']`; one event is `['events', id, include]`. */
export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (queryString: string) => ['events', 'list', queryString] as const,
  one: (id: string) => ['events', id] as const,
  withIncludes: (id: string, include: readonly EventInclude[]) => ['events', id, include] as const,
  /** Under `one(id)`: a save of the event (`putEvent`) marks its public view stale too. */
  publicView: (id: string) => ['events', id, 'public-view'] as const,
}

export const eventListQueryOptions = (queryString: string) =>
  queryOptions({
    queryKey: eventKeys.list(queryString),
    queryFn: ({ signal }) => listEvents(queryString, signal),
    placeholderData: (previous) => previous,
  })

/** One page of the event list for a JSON:API query string (the previous page stays while it loads). */
export const useEvents = (queryString: string) => useQuery(eventListQueryOptions(queryString))

export const eventQueryOptions = (id: string, include: readonly EventInclude[]) =>
  queryOptions({
    queryKey: eventKeys.withIncludes(id, include),
    queryFn: ({ signal }) => getEvent(id, include, signal),
  })

/** One event with what `include` names: Edit Event's tabs share `EDIT_INCLUDES`. */
export const useEvent = (id: string, include: readonly EventInclude[], enabled = true) =>
  useQuery({ ...eventQueryOptions(id, include), enabled })

/** What a visitor would see of the event, whatever its status (the organizer's preview). */
export async function getPublicView(id: string, signal?: AbortSignal): Promise<PublicEvent> {
  return readPublicEvent((await api.get(`${path(id)}/public-view`, { signal })) as DataDocument)
}

export const publicViewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventKeys.publicView(id),
    queryFn: ({ signal }) => getPublicView(id, signal),
  })

export const usePublicView = (id: string) => useQuery(publicViewQueryOptions(id))

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The event a write answered goes into the cache under the includes it was asked with (no second
 * GET); its other copies (list pages, other includes) are marked stale.
 */
export function putEvent(client: QueryClient, saved: Event, include: readonly EventInclude[]) {
  const key = eventKeys.withIncludes(saved.id, include)
  client.setQueryData(key, saved)
  return client.invalidateQueries({
    queryKey: eventKeys.all,
    predicate: (query) => !sameKey(query.queryKey, key),
  })
}

/**
 * What a write from outside the event's own form answered (a ticket, an upload) goes into every
 * cached copy of the event, whatever it includes (no second GET); the event lists are marked stale.
 */
export function changeCachedEvent(
  client: QueryClient,
  id: string,
  change: (event: Event) => Event,
) {
  client.setQueriesData<Event>(
    { queryKey: eventKeys.one(id) },
    (cached) => cached && change(cached),
  )
  return client.invalidateQueries({ queryKey: eventKeys.lists })
}

/** The category, tags and venues of an event, as relationships (what is undefined is not sent). */
export type EventRelations = {
  categoryId?: string | null
  tagIds?: readonly string[]
  venues?: readonly VenueLinkage[]
}

const identifiers = (type: string, ids: readonly string[]) => ids.map((id) => ({ type, id }))

function relationships({ categoryId, tagIds, venues }: EventRelations) {
  return {
    ...(categoryId !== undefined
      ? { category: { data: categoryId ? { type: 'categories', id: categoryId } : null } }
      : {}),
    ...(tagIds !== undefined ? { tags: { data: identifiers('tags', tagIds) } } : {}),
    ...(venues !== undefined ? { venues: { data: venues } } : {}),
  }
}

/** Add Event: POST /events; the new event is private (spec "events" §4). */
export async function createEvent(
  attributes: EventCreateInput,
  relations: EventRelations = {},
): Promise<Event> {
  const body = { data: { type: 'events', attributes, relationships: relationships(relations) } }
  return parseOne(await api.post('events?include=category,tags', body), event)
}

/**
 * Edit Event: PATCH /events/{id} with attributes and relationships, venues included (spec "events"
 * §7 "Event update"); one request and one transaction. Answers the saved event with what the editor
 * shows (`EDIT_INCLUDES`), so nothing is fetched again.
 */
export async function updateEvent(
  id: string,
  attributes: EventUpdateInput,
  relations: EventRelations,
): Promise<Event> {
  const body = { data: { type: 'events', id, attributes, relationships: relationships(relations) } }
  return parseOne(await api.patch(`${path(id)}${includeParam(EDIT_INCLUDES)}`, body), event)
}

/** Duplicate Event: a private copy with new dates (wall times in the event's time zone). */
export async function duplicateEvent(id: string, dates: EventDuplicateInput): Promise<Event> {
  return parseOne(
    await api.post(`${path(id)}/duplicate`, { data: { type: 'events', attributes: dates } }),
    event,
  )
}

export async function deleteEvent(id: string): Promise<void> {
  await api.delete(path(id))
}
