// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $locale, setLocale } from './locale.js'

const cookie = () =>
  document.cookie.split('; ').find((entry) => entry.startsWith('tessera_locale='))

afterEach(() => {
  vi.restoreAllMocks()
  setLocale('en')
  document.cookie = 'tessera_locale=; Path=/; Max-Age=0'
})

describe('the interface language', () => {
  it('is written to the tessera_locale cookie when it changes, for the server-rendered pages', () => {
    expect(cookie()).toBeUndefined()
    setLocale('el')
    expect($locale.get()).toBe('el')
    expect(cookie()).toBe('tessera_locale=el')
    setLocale('en')
    expect(cookie()).toBe('tessera_locale=en')
  })

  it('sets the cookie for the whole site, for a year, SameSite=Lax', () => {
    const write = vi.spyOn(document, 'cookie', 'set')
    setLocale('el')
    const written = write.mock.calls.map(([value]) => value)
    expect(written).toEqual(['tessera_locale=el; Path=/; Max-Age=31536000; SameSite=Lax'])
  })
})
