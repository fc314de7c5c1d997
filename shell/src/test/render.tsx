import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { AppRoot } from '@tessera/shared/ui/app-root'
import { Toaster } from '@tessera/shared/ui/toast'
import { catalog } from '../catalog'

/** Renders inside the shell's `AppRoot` (shared and shell catalogs, following `$locale`) with toasts. */
export function renderShell(ui: ReactElement) {
  return render(
    <AppRoot catalog={catalog}>
      {ui}
      <Toaster />
    </AppRoot>,
  )
}
