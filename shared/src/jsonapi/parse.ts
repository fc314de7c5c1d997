import { z } from 'zod'
import type { PageMeta, ResourceObject } from './document.js'

/**
 * Parsing of JSON:API documents on clients: the envelope is checked with zod, each resource is
 * flattened to `{ id, ...attributes, <relationship>: flattened included resource(s) }`, then the
 * result is validated with the resource's zod schema from `schemas/`.
 */
const identifier = z.object({ type: z.string(), id: z.string() })
const resourceObject = z.object({
  type: z.string(),
  id: z.string(),
  attributes: z.record(z.string(), z.unknown()).default({}),
  relationships: z
    .record(
      z.string(),
      z.object({ data: z.union([identifier, z.array(identifier), z.null()]).optional() }),
    )
    .optional(),
})
const pageSchema = z.object({
  total: z.number(),
  number: z.number(),
  size: z.number(),
  last: z.number(),
})

const dataDocumentSchema = z.object({
  data: z.union([resourceObject, z.array(resourceObject), z.null()]),
  included: z.array(resourceObject).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
})

type Flat = Record<string, unknown> & { id: string }

function flatten(resource: ResourceObject, index: Map<string, ResourceObject>, depth = 0): Flat {
  const flat: Flat = { ...resource.attributes, id: resource.id }
  for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
    const resolve = (ref: { type: string; id: string }) => {
      const found = index.get(`${ref.type}:${ref.id}`)
      return found && depth < 2 ? flatten(found, index, depth + 1) : { id: ref.id }
    }
    const data = relationship.data
    if (data === undefined) continue
    flat[name] = data === null ? null : Array.isArray(data) ? data.map(resolve) : resolve(data)
  }
  return flat
}

function indexOf(included: ResourceObject[] = []) {
  return new Map(included.map((resource) => [`${resource.type}:${resource.id}`, resource]))
}

/** One resource from a document whose `data` is a single resource. */
export function parseOne<T extends z.ZodType>(body: unknown, schema: T): z.infer<T> {
  const document = dataDocumentSchema.parse(body)
  if (!document.data || Array.isArray(document.data)) throw new Error('Expected a single resource')
  return schema.parse(
    flatten(document.data as ResourceObject, indexOf(document.included as ResourceObject[])),
  )
}

/** A list with its `meta.page`. */
export function parseList<T extends z.ZodType>(
  body: unknown,
  schema: T,
): { items: z.infer<T>[]; page: PageMeta } {
  const document = dataDocumentSchema.parse(body)
  const list = Array.isArray(document.data) ? (document.data as ResourceObject[]) : []
  const index = indexOf(document.included as ResourceObject[])
  const items = list.map((resource) => schema.parse(flatten(resource, index)))
  const parsedPage = pageSchema.safeParse(document.meta?.page)
  const page = parsedPage.success
    ? parsedPage.data
    : { total: items.length, number: 1, size: items.length || 1, last: 1 }
  return { items, page }
}

/** The `meta` of a meta-only document (login, uploads). */
export function parseMeta<T extends z.ZodType>(body: unknown, schema: T): z.infer<T> {
  return schema.parse(z.object({ meta: z.unknown() }).parse(body).meta)
}
