import type { z } from 'zod'
import { venueInput, venueUpdateInput } from '@tessera/shared/schemas/venue'
import ApiError, { type ApiErrorItem } from '#exceptions/api_error'
import { identifierId, toManyData, unknownRelated } from '#lib/relationships'
import { issueError } from '@tessera/shared/errors/issues'

export type VenueFields = z.output<typeof venueUpdateInput>

/**
 * One entry of an event's `venues` linkage (docs/API.md "Events"): a saved venue by `id`, with
 * `attributes` when the event form changed it, or a new venue (`lid`, `attributes`). `index` is
 * its place in `data`, where its errors point.
 */
export type VenueLink =
  | { index: number; id: number; changes?: VenueFields }
  | { index: number; id?: undefined; draft: z.output<typeof venueInput> }

type Item = { type?: unknown; id?: unknown; attributes?: unknown }

const itemPointer = (index: number) => `/data/relationships/venues/data/${index}`

/** The attributes of one entry, or its errors pointed at `…/data/<index>/attributes/<field>`. */
function parsed<T extends z.ZodType>(schema: T, attributes: unknown, index: number) {
  const result = schema.safeParse(attributes, { reportInput: true })
  if (result.success) return { value: result.data as z.output<T>, errors: [] }
  const errors = result.error.issues.map((issue): ApiErrorItem => {
    const { field, ...item } = issueError(issue)
    return { ...item, pointer: `${itemPointer(index)}/attributes${field ? `/${field}` : ''}` }
  })
  return { value: undefined, errors }
}

function linkOf(item: Item, index: number): { link?: VenueLink; errors: ApiErrorItem[] } {
  if (typeof item !== 'object' || item === null || item.type !== 'venues')
    throw unknownRelated('venues')
  if (item.id === undefined) {
    const { value, errors } = parsed(venueInput, item.attributes, index)
    return { link: value && { index, draft: value }, errors }
  }
  const id = identifierId(item, 'venues', 'venues')
  if (item.attributes === undefined) return { link: { index, id }, errors: [] }
  const { value, errors } = parsed(venueUpdateInput, item.attributes, index)
  return { link: value && { index, id, changes: value }, errors }
}

/**
 * The `venues` of an `events` request document, checked in shape (not yet against the database);
 * `undefined` when not named. A saved venue named twice counts once (its first entry).
 */
export function requestedVenues(body: unknown): VenueLink[] | undefined {
  const data = toManyData(body, 'venues')
  if (!data) return undefined
  const entries = data.map((item, index) => linkOf(item as Item, index))
  const errors = entries.flatMap((entry) => entry.errors)
  if (errors.length) throw new ApiError(422, errors)
  const seen = new Set<number>()
  return entries
    .map((entry) => entry.link!)
    .filter((link) => link.id === undefined || (!seen.has(link.id) && !!seen.add(link.id)))
}
