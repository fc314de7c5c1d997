/**
 * JSON:API 1.1 documents as Tessera sends them (docs/API.md). The API builds every response with
 * these helpers; clients parse them with `./parse.js`.
 */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json'

export type ResourceIdentifier = { type: string; id: string }

export type Relationship = { data: ResourceIdentifier | ResourceIdentifier[] | null }

export type ResourceObject = {
  type: string
  id: string
  attributes: Record<string, unknown>
  relationships?: Record<string, Relationship>
  links?: { self?: string }
}

export type PageMeta = { total: number; number: number; size: number; last: number }

export type ErrorObject = {
  status: string
  code: string
  title: string
  detail: string
  source?: { pointer?: string; parameter?: string; header?: string }
  meta?: Record<string, unknown>
}

export type DataDocument = {
  jsonapi: { version: '1.1' }
  data: ResourceObject | ResourceObject[] | null
  included?: ResourceObject[]
  meta?: Record<string, unknown>
  links?: Record<string, string | null>
}

export type MetaDocument = { jsonapi: { version: '1.1' }; meta: Record<string, unknown> }

export type ErrorDocument = { jsonapi: { version: '1.1' }; errors: ErrorObject[] }

export type Document = DataDocument | MetaDocument | ErrorDocument

const jsonapi = { version: '1.1' } as const

export function dataDocument(
  data: ResourceObject | ResourceObject[] | null,
  extra: {
    included?: ResourceObject[]
    meta?: Record<string, unknown>
    links?: Record<string, string | null>
  } = {},
): DataDocument {
  const document: DataDocument = { jsonapi, data }
  if (extra.included?.length) document.included = dedupe(extra.included)
  if (extra.meta) document.meta = extra.meta
  if (extra.links) document.links = extra.links
  return document
}

export function metaDocument(meta: Record<string, unknown>): MetaDocument {
  return { jsonapi, meta }
}

export function errorDocument(errors: ErrorObject[]): ErrorDocument {
  return { jsonapi, errors }
}

/** The pointer of an attribute of the request's primary data. */
export function attributePointer(field: string): string {
  return `/data/attributes/${field}`
}

/** The field a pointer names: its fourth `/`-segment (`/data/attributes/<field>/…`). */
export function pointerField(pointer: string | undefined): string | undefined {
  return pointer?.split('/')[3] || undefined
}

/** `meta.page` of a list: `last` is the number of the last page (at least 1). */
export function pageMeta(total: number, number: number, size: number): PageMeta {
  return { total, number, size, last: Math.max(1, Math.ceil(total / size)) }
}

function dedupe(resources: ResourceObject[]): ResourceObject[] {
  const seen = new Set<string>()
  return resources.filter((resource) => {
    const key = `${resource.type}:${resource.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
