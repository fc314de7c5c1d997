import { afterEach, vi } from 'vitest'
import { cleanup } from '@testing-library/react'
import { $locale } from '@tessera/shared/stores/locale'
import { $session } from '@tessera/shared/stores/session'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  $session.set(null)
  $locale.set('en')
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
  document.body.innerHTML = ''
  delete document.body.dataset.layout
})
