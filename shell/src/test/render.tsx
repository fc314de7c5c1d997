import type { ReactElement } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { AppRoot } from '@tessera/shared/ui/app-root'
import { testQueryClient } from '@tessera/shared/ui/test-utils'
import { Toaster } from '@tessera/shared/ui/toast'
import { catalog } from '../catalog'

/**
 * Renders inside the shell's `AppRoot` (shared and shell catalogs, following `$locale`) with toasts,
 * and a query cache of the test's own, so tests share nothing.
 */
export function renderShell(ui: ReactElement, queryClient = testQueryClient()) {
  return render(
    <AppRoot catalog={catalog}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </AppRoot>,
  )
}
