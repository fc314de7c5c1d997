import type { z } from 'zod'
import { parseList, parseOne } from '../jsonapi/parse.js'
import { api } from './management.js'

/** The management API's JSON:API requests of one resource type (`tags`, `users`, …). */
type Body = { attributes: object; relationships?: object }

const path = (type: string, id: string, query = '') =>
  `${type}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`

/** One page of a list for a JSON:API query string (`filter[name]=…&sort=-name&page[number]=1`). */
export async function getPage<T extends z.ZodType>(
  type: string,
  schema: T,
  queryString: string,
  signal?: AbortSignal,
) {
  return parseList(await api.get(`${type}?${queryString}`, { signal }), schema)
}

/** One record (`query`: `include=roles`). */
export async function getRecord<T extends z.ZodType>(
  type: string,
  schema: T,
  id: string,
  { signal, query }: { signal?: AbortSignal; query?: string } = {},
): Promise<z.infer<T>> {
  return parseOne(await api.get(path(type, id, query), { signal }), schema)
}

/** `POST /<type>`: the record as the API saved it. */
export async function createRecord<T extends z.ZodType>(
  type: string,
  schema: T,
  body: Body,
  query = '',
): Promise<z.infer<T>> {
  const url = query ? `${type}?${query}` : type
  return parseOne(await api.post(url, { data: { type, ...body } }), schema)
}

/** `PATCH /<type>/<id>`: the record as the API saved it. */
export async function updateRecord<T extends z.ZodType>(
  type: string,
  schema: T,
  id: string,
  body: Body,
  query = '',
): Promise<z.infer<T>> {
  return parseOne(await api.patch(path(type, id, query), { data: { type, id, ...body } }), schema)
}

export async function deleteRecord(type: string, id: string): Promise<void> {
  await api.delete(path(type, id))
}

/**
 * Every record of a list, page after page until the last (reference data: a picker never stops
 * silently at a page size). `queryString` gives the order and filters, not the page.
 */
export async function getAllPages<T extends z.ZodType>(
  type: string,
  schema: T,
  queryString: string,
  signal?: AbortSignal,
): Promise<z.infer<T>[]> {
  const pageOf = (number: number) =>
    getPage(type, schema, `${queryString}&page[number]=${number}&page[size]=100`, signal)
  const first = await pageOf(1)
  const numbers = Array.from({ length: first.page.last - 1 }, (_, index) => index + 2)
  const rest = await Promise.all(numbers.map(pageOf))
  return [first, ...rest].flatMap((page) => page.items)
}
