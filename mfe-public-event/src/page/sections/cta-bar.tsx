import { useLingui } from '@lingui/react/macro'
import type { SectionProps } from '../page-props'
import { BookButton } from './book-button'

/** The booking call-to-action bar (spec "events" §2), kept in view at the bottom on phones. */
export function CtaBar({ event, preview }: SectionProps & { preview?: boolean }) {
  const { t } = useLingui()
  return (
    <aside className="pe-cta" aria-label={t`Booking`}>
      <p className="pe-cta__name">{event.name}</p>
      <BookButton event={event} preview={preview} />
    </aside>
  )
}
