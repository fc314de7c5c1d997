import {
  array,
  boolean,
  coerce,
  email,
  enum as enumOf,
  iso,
  literal,
  null as nullOf,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  strictObject,
  string,
  tuple,
  union,
  unknown,
  url,
} from 'zod'

/**
 * The `z` the shell gives remotes as the `zod` singleton: the builders the front ends call (a test
 * reads their sources for any other), from the shell's own copy of zod. The whole package is 95 kB
 * gzip (every locale, the JSON-schema converters); this is about 28 kB, as each app's own copy was.
 */
export const z = {
  array,
  boolean,
  coerce,
  email,
  enum: enumOf,
  iso,
  literal,
  null: nullOf,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  strictObject,
  string,
  tuple,
  union,
  unknown,
  url,
}
