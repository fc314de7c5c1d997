import { msg } from '@lingui/core/macro'
import { EVENT_NAME_MAX_LENGTH } from './constants.js'

/** How a duplicated event's name is marked, in the organizer's language. */
export const COPY_MARK = msg`{name} (copy)`

/**
 * The name of a duplicated event (spec "events" §2 Duplicate Event): the original's name marked as
 * a copy by `mark` (the translated COPY_MARK), the name cut at a character boundary first when the
 * result would exceed `max`, so the copy is always distinguishable and always a valid name.
 */
export function copyName(
  name: string,
  mark: (name: string) => string,
  max = EVENT_NAME_MAX_LENGTH,
): string {
  const room = max - mark('').length
  let kept = ''
  for (const character of name) {
    if (kept.length + character.length > room) return mark(kept.trimEnd())
    kept += character
  }
  return mark(name)
}
