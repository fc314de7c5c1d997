import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $locale } from '../stores/locale.js'
import { $session } from '../stores/session.js'
import { ApiError } from './client.js'
import { isAbortError, upload, type UploadProgress } from './upload.js'

/** A stand-in XMLHttpRequest the test drives: it records the request and answers on demand. */
class FakeXhr {
  static last: FakeXhr
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  status = 0
  responseText = ''
  aborted = false
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  answer(status: number, body?: unknown) {
    this.status = status
    this.responseText = body === undefined ? '' : JSON.stringify(body)
    this.onload?.()
  }
}

const errorBody = (status: number, code: string, detail: string) => ({
  errors: [
    {
      status: String(status),
      code,
      title: code,
      detail,
      source: { pointer: '/data/attributes/attachment' },
    },
  ],
})

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  $session.set({ token: 'secret', expiresAt: null, user: null })
  $locale.set('el')
})

afterEach(() => {
  vi.unstubAllGlobals()
  $session.set(null)
  $locale.set('en')
})

describe('upload', () => {
  it('posts the form with the API headers, reports progress and resolves the body', async () => {
    const form = new FormData()
    const seen: UploadProgress[] = []
    const done = upload('uploads/events/7/hero', form, {
      onProgress: (progress) => seen.push(progress),
    })
    const xhr = FakeXhr.last
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/v1/uploads/events/7/hero', form])
    expect(xhr.headers).toEqual({
      Accept: 'application/vnd.api+json',
      'Accept-Language': 'el',
      Authorization: 'Bearer secret',
    })
    xhr.progress(0, 4000)
    xhr.progress(1000, 4000)
    xhr.progress(3999, 4000)
    xhr.progress(4000, 4000)
    xhr.answer(200, { meta: { url: 'http://x/uploads/a.jpg', path: 'uploads/a.jpg' } })
    await expect(done).resolves.toEqual({
      meta: { url: 'http://x/uploads/a.jpg', path: 'uploads/a.jpg' },
    })
    // Every byte sent is still 99 %: the server has not answered yet.
    expect(seen.map((progress) => progress.percent)).toEqual([0, 25, 99, 99, 100])
    expect(seen[1]).toEqual({ loaded: 1000, total: 4000, percent: 25 })
  })

  it.each([
    [413, 'file_too_large', 'The file is too large (at most 5 MB).'],
    [415, 'unsupported_file_type', 'This type of file is not accepted.'],
    [422, 'required', 'This field is required.'],
  ])('rejects a %s with the ApiError of the client (%s)', async (status, code, detail) => {
    const done = upload('uploads/events/7/images', new FormData())
    FakeXhr.last.answer(status, errorBody(status, code, detail))
    const error = await done.catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status,
      code,
      detail,
      fieldErrors: { attachment: detail },
      fieldCodes: { attachment: code },
    })
  })

  it('keeps the status of an answer that is not JSON:API', async () => {
    const done = upload('uploads/events/7/images', new FormData())
    FakeXhr.last.status = 502
    FakeXhr.last.responseText = '<html>Bad gateway</html>'
    FakeXhr.last.onload?.()
    await expect(done).rejects.toMatchObject({ status: 502, code: 'server_error' })
  })

  it('rejects with status 0 when no answer arrives', async () => {
    const done = upload('uploads/events/7/images', new FormData())
    FakeXhr.last.onerror?.()
    await expect(done).rejects.toMatchObject({ status: 0, code: 'network_error' })
  })

  it('signs out on a 401 to a request that carried a token', async () => {
    const onUnauthenticated = vi.fn()
    const done = upload('uploads/events/7/hero', new FormData(), { onUnauthenticated })
    FakeXhr.last.answer(401, errorBody(401, 'unauthenticated', 'Please sign in to continue.'))
    await expect(done).rejects.toMatchObject({ status: 401 })
    expect(onUnauthenticated).toHaveBeenCalledOnce()
  })

  it('aborts on its signal, and refuses to start when already aborted', async () => {
    const controller = new AbortController()
    const done = upload('uploads/events/7/hero', new FormData(), { signal: controller.signal })
    controller.abort()
    const error = await done.catch((reason: unknown) => reason)
    expect(FakeXhr.last.aborted).toBe(true)
    expect(isAbortError(error)).toBe(true)
    await expect(upload('x', new FormData(), { signal: controller.signal })).rejects.toSatisfy(
      isAbortError,
    )
  })

  it('sends no Authorization header without a session and joins a custom base URL', async () => {
    $session.set(null)
    const done = upload('/uploads/users/3/profile', new FormData(), {
      baseUrl: 'https://tickets.example.com/api/v1/',
    })
    expect(FakeXhr.last.url).toBe('https://tickets.example.com/api/v1/uploads/users/3/profile')
    expect(FakeXhr.last.headers.Authorization).toBeUndefined()
    FakeXhr.last.answer(200, { meta: {} })
    await expect(done).resolves.toEqual({ meta: {} })
  })
})
