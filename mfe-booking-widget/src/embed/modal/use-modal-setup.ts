import { useEffect, useLayoutEffect, useState, type RefObject } from 'react'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { sharedCatalog } from '@tessera/shared/i18n/activate'
import type { Locale } from '@tessera/shared/i18n/locales'
import { adoptSheet, constructedSheet } from '../theme'
import modalCss from './modal.css?inline'

let modalSheet: CSSStyleSheet | undefined

/**
 * The modal's Lingui instance, the element's own (never the host page's): the element's catalog
 * and the shared one (the error codes' texts), once the latter has loaded.
 */
export function useModalI18n(locale: Locale, messages: Messages): I18n | null {
  const [i18n, setI18n] = useState<I18n | null>(null)
  useEffect(() => {
    let current = true
    void sharedCatalog(locale).then((shared) => {
      if (current)
        setI18n(setupI18n({ locale, messages: { [locale]: { ...shared, ...messages } } }))
    })
    return () => {
      current = false
    }
  }, [locale, messages])
  return i18n?.locale === locale ? i18n : null
}

/**
 * The modal's styles adopted by the element's shadow root, and the dialog opened modally (focus
 * inside, the page inert, Escape as `cancel`).
 */
export function useModalSetup(root: ShadowRoot, dialog: RefObject<HTMLDialogElement | null>) {
  // A layout effect: the dialog opens (and takes the focus) before the step's heading asks for it.
  useLayoutEffect(() => {
    modalSheet ??= constructedSheet(modalCss)
    adoptSheet(root, modalSheet)
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [root, dialog])
}
