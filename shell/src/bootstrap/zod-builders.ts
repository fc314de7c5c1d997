/**
 * What the shell gives remotes as zod's `z`: the builders the front ends call (a test reads their
 * sources for any other), from the shell's own copy of zod. The whole package is 95 kB gzip (every
 * locale, the JSON-schema converters); these are about 28 kB, as each app's own copy was.
 */
export {
  array,
  boolean,
  coerce,
  custom,
  email,
  enum,
  iso,
  literal,
  null,
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
