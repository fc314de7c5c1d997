/** Text or an attribute value made safe inside HTML. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

/**
 * JSON to put inside a `<script>` element: `<`, `>` and `&` become `\u003c`… so no `</script>` or
 * `<!--` in a value ends the element, and the line separators JavaScript once refused are escaped.
 * `JSON.parse` of the element's text gives the value back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
