import fc from 'fast-check'
import type { ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'

/**
 * Generators of the bad-input suite: the values, documents, bodies and query strings a careless
 * or hostile client sends. Every run is seeded, so a failure is reproducible.
 */
export const SEED = 20261124

/** Attribute names the schemas know, and names that only an attacker picks. */
const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'start_at',
  'end_at',
  'timezone',
  'duration',
  'timeunit',
  'price',
  'total_quantity',
  'sale_range',
  'start_sale_at',
  'end_sale_at',
  'description',
  'status',
  'event_type',
  'total_capacity',
  'address_name',
  'terms',
  'human_check',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
]
const RELATIONSHIPS = ['roles', 'category', 'tags', 'venues', 'ticket', 'event', 'user']

const FAR_DATES = [
  '9999-12-31 23:59:59',
  '+275760-09-13T00:00:00Z',
  '0000-00-00 00:00:00',
  '2031-02-30 25:61:00',
  '2100-01-01T00:00:00+14:00',
  '1969-12-31 23:59:59',
]
const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '‮evil',
  '👩‍👩‍👧',
  '${7*7}',
  "'; drop table users;--",
]

export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...FAR_DATES, ...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constant('x'.repeat(70_000)),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53, 0.5, -0),
  fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}')),
)

const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }))

const identifier = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...RELATIONSHIPS.map((n) => `${n}s`)), weirdValue),
    id: weirdValue,
  },
  { requiredKeys: [] },
)

const relationships = fc.dictionary(
  fc.oneof(fc.constantFrom(...RELATIONSHIPS), fieldName),
  fc.oneof(
    fc.record({ data: fc.oneof(identifier, fc.array(identifier, { maxLength: 3 }), weirdValue) }),
    weirdValue,
  ),
  { maxKeys: 3 },
)

/** A JSON:API request document for `type`, with any part of it wrong. */
export function requestDocument(type: string): fc.Arbitrary<unknown> {
  const attributes = fc.dictionary(fieldName, weirdValue, { maxKeys: 6 })
  const data = fc.record(
    {
      type: fc.oneof(fc.constant(type), weirdValue),
      id: weirdValue,
      attributes: fc.oneof(attributes, weirdValue),
      relationships: fc.oneof(relationships, weirdValue),
    },
    { requiredKeys: [] },
  )
  return fc.oneof(
    fc.record({ data: fc.oneof(data, weirdValue) }, { requiredKeys: [] }),
    attributes,
    weirdValue,
  )
}

const CONTENT_TYPES = [
  'application/json',
  'application/vnd.api+json',
  'application/vnd.api+json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
]

export type Body = { type: string; text: string }

const DEEP_JSON = `{"data":${'['.repeat(3000)}${']'.repeat(3000)}}`

/** A body: a document as JSON, cut short, or not JSON at all, under some content type. */
export function requestBody(type: string): fc.Arbitrary<Body> {
  const json = requestDocument(type).map((value) => JSON.stringify(value) ?? '')
  const text = fc.oneof(
    { weight: 5, arbitrary: json },
    json.chain((whole) => fc.nat(whole.length).map((cut) => whole.slice(0, cut))),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '',
      'null',
      '[]',
      '{"data":',
      '\u0000\u0001',
      '{"a":1}{"b":2}',
      '\uFEFF{}',
      DEEP_JSON,
    ),
  )
  return fc.record({
    type: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/vnd.api+json') },
      fc.constantFrom(...CONTENT_TYPES),
    ),
    text,
  })
}

/** A route id: a real one, or one no router param parser expects. */
export function routeIdSegment(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...realIds) },
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '99999999999999999999',
      'abc',
      '%00',
      '1e3',
      "1'",
      '%E0%A4%A',
    ),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  )
}

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']
const LIST_NAMES = ['name', 'status', 'start_at', 'user_id', 'event_id', 'tags', 'user', 'id']
const QUERY_VALUES = [
  '0',
  '-5',
  '101',
  '1e3',
  '99999999999999999999',
  '9999-12-31 23:59:59,',
  ',0000-01-01',
  '%00',
  'name,-name,,',
  'tags,tags,user',
]

const listName = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES, ...LIST_NAMES),
  fc.constantFrom(...PROTOTYPE_NAMES, ...LIST_NAMES).map((name) => `-${name}`),
  fc.string({ maxLength: 8 }),
)
const queryValue = fc.oneof(
  fc.constantFrom(...QUERY_VALUES, ...PROTOTYPE_NAMES),
  fc.string({ unit: 'binary', maxLength: 20 }),
)

/** One list parameter: sort, include, a filter or a page, with names an attacker picks. */
const queryPair: fc.Arbitrary<[string, string]> = fc.oneof(
  listName.map((name): [string, string] => ['sort', name]),
  listName.map((name): [string, string] => ['include', name]),
  fc
    .tuple(listName, queryValue)
    .map(([name, value]): [string, string] => [`filter[${name}]`, value]),
  fc.tuple(fc.constantFrom('page[number]', 'page[size]', 'page', 'page[x][y]'), queryValue),
  fc.tuple(
    fc.constantFrom('filter', 'sort[]', '__proto__[x]', 'filter[a][b][c][d][e][f]'),
    queryValue,
  ),
  fc.tuple(fc.string({ maxLength: 10 }), queryValue),
)

/** A query string of list parameters with odd names and values, encoded or not. */
export const queryString: fc.Arbitrary<string> = fc
  .array(fc.tuple(queryPair, fc.boolean()), { minLength: 1, maxLength: 3, size: 'xsmall' })
  .map((pairs) =>
    pairs
      .map(([[name, value], raw]) =>
        raw ? `${name}=${value}` : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
      )
      .join('&'),
  )

/** No 5xx, and a JSON:API document: errors with their status and code, or a success document. */
export function assertJsonApiAnswer(assert: Assert, response: ApiResponse, label: string) {
  const status = response.status()
  const text = response.text()
  const where = `${label} → ${status} ${text.slice(0, 300)}`
  assert.isBelow(status, 500, where)
  if (status === 204) return assert.equal(text, '', where)
  assert.match(response.header('content-type') ?? '', /^application\/vnd\.api\+json/, where)
  const body = JSON.parse(text) as {
    errors?: { status?: unknown; code?: unknown }[]
    data?: unknown
    meta?: unknown
  }
  if (status >= 400) {
    assert.isArray(body.errors, where)
    assert.isNotEmpty(body.errors, where)
    for (const error of body.errors!) {
      assert.equal(error.status, String(status), where)
      assert.isString(error.code, where)
    }
  } else {
    assert.isTrue('data' in body || 'meta' in body, where)
  }
}
