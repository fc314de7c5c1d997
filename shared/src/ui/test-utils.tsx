import type { ReactElement } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'

i18n.loadAndActivate({ locale: 'en', messages: {} })

/** Renders with Lingui active (English source messages), as every app does. */
export function renderWithI18n(ui: ReactElement) {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
}
