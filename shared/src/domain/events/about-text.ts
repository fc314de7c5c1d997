/** Past this many characters, the description or the additional description is collapsed (spec "events" §9). */
export const ABOUT_EXPAND_THRESHOLD = 1000
/** The length of the collapsed preview (spec "events" §9 "description preview 140"). */
export const ABOUT_PREVIEW_LENGTH = 140

/**
 * Whether the About section starts collapsed (spec "events" §2): when the description or the
 * additional description (its text, not its markup) exceeds 1000 characters.
 */
export function aboutCollapsed(description: string | null, additionalText: string | null): boolean {
  const length = (text: string | null) => Array.from(text ?? '').length
  return (
    length(description) > ABOUT_EXPAND_THRESHOLD || length(additionalText) > ABOUT_EXPAND_THRESHOLD
  )
}

/** The collapsed preview: the first 140 characters, with an ellipsis when something is cut. */
export function aboutPreview(text: string): string {
  const chars = Array.from(text.trim())
  if (chars.length <= ABOUT_PREVIEW_LENGTH) return chars.join('')
  return `${chars.slice(0, ABOUT_PREVIEW_LENGTH).join('').trimEnd()}…`
}
