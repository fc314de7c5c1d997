import { lazy, Suspense, useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { SectionProps } from '../page-props'

/** The form's chunk: react-hook-form, the query client and the API client, none in the first load. */
const loadForm = () => import('./contact-form')
const ContactForm = lazy(() =>
  loadForm().then(({ ContactFormPanel }) => ({ default: ContactFormPanel })),
)

/**
 * "Contact the organizer": a button that opens the contact form, fetched when the visitor first
 * points at or focuses the button, or opens it. While it loads, a status of the form's height holds
 * its place, so nothing below moves twice.
 */
export function ContactDisclosure({ event, preview }: SectionProps & { preview?: boolean }) {
  const { t } = useLingui()
  const panel = useId()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const toggle = () => {
    setOpen(!open)
    setOpened(true)
  }
  const preload = () => void loadForm()
  return (
    <div className="pe-contact">
      <button
        type="button"
        className="pe-button pe-button--ghost"
        aria-expanded={open}
        aria-controls={panel}
        onClick={toggle}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {t`Contact the organizer`}
      </button>
      <div id={panel} hidden={!open}>
        {opened ? (
          <Suspense
            fallback={
              <p role="status" className="pe-contact__loading">
                {t`Loading the contact form…`}
              </p>
            }
          >
            <ContactForm event={event} preview={preview} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
