import { useEffect, useState, type RefObject } from 'react'
import type { I18n } from '@lingui/core'
import { sharedCatalog } from '@tessera/shared/i18n/activate'
import type { Locale } from '@tessera/shared/i18n/locales'
import { adoptSheet, constructedSheet } from '../theme'
import modalCss from './modal.css?inline'

let modalSheet: CSSStyleSheet | undefined

/**
 * What the modal needs before it shows: its styles adopted by the element's shadow root, the
 * shared catalog (the error codes' texts) merged into the element's Lingui instance, and the
 * dialog opened modally (focus inside, the page inert, Escape as `cancel`).
 */
export function useModalSetup(
  root: ShadowRoot,
  i18n: I18n,
  dialog: RefObject<HTMLDialogElement | null>,
) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    modalSheet ??= constructedSheet(modalCss)
    adoptSheet(root, modalSheet)
    let current = true
    void sharedCatalog(i18n.locale as Locale).then((messages) => {
      i18n.load(i18n.locale, { ...messages, ...i18n.messages })
      if (current) setReady(true)
    })
    return () => {
      current = false
    }
  }, [root, i18n])
  useEffect(() => {
    if (ready && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [ready, dialog])
  return ready
}
