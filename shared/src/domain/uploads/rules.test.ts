// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { checkUpload, formatBytes, MEGABYTE, mayAddImages, type UploadKind } from './rules.js'

const PDF = 'application/pdf'
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

describe('checkUpload', () => {
  it.each([
    ['image', 'image/jpeg', 1000, 'jpg'],
    ['image', 'image/png', 5 * MEGABYTE, 'png'],
    ['document', PDF, 50 * MEGABYTE, 'pdf'],
    ['document', PPTX, 10, 'pptx'],
    ['document', XLSX, 10, 'xlsx'],
    ['document', 'application/vnd.ms-powerpoint', 10, 'ppt'],
    ['document', 'application/vnd.ms-excel', 10, 'xls'],
    ['floor_plan', PDF, 50 * MEGABYTE, 'pdf'],
    ['floor_plan', 'image/png', 10, 'png'],
  ] as [UploadKind, string, number, string][])(
    '%s: %s of %s bytes is accepted as .%s',
    (kind, mime, size, extension) => {
      expect(checkUpload(kind, { mime, size })).toEqual({ ok: true, mime, extension })
    },
  )

  it.each([
    ['image', 'image/png', 5 * MEGABYTE + 1, 5 * MEGABYTE],
    ['document', PDF, 50 * MEGABYTE + 1, 50 * MEGABYTE],
    ['floor_plan', 'image/jpeg', 50 * MEGABYTE + 1, 50 * MEGABYTE],
    ['image', null, 6 * MEGABYTE, 5 * MEGABYTE],
  ] as [UploadKind, string | null, number, number][])(
    '%s: %s of %s bytes is too large',
    (kind, mime, size, maxBytes) => {
      expect(checkUpload(kind, { mime, size })).toEqual({
        ok: false,
        reason: 'file_too_large',
        maxBytes,
      })
    },
  )

  it.each([
    ['image', PDF],
    ['image', 'image/gif'],
    ['image', 'image/webp'],
    ['image', null],
    ['document', 'image/png'],
    ['document', 'application/zip'],
    ['document', 'application/x-cfb'],
    ['floor_plan', PPTX],
  ] as [UploadKind, string | null][])('%s: %s is refused', (kind, mime) => {
    expect(checkUpload(kind, { mime, size: 10 })).toEqual({
      ok: false,
      reason: 'unsupported_file_type',
    })
  })
})

describe('formatBytes', () => {
  it.each([
    [5 * MEGABYTE, '5 MB'],
    [50 * MEGABYTE, '50 MB'],
    [1.5 * MEGABYTE, '1.5 MB'],
    [512 * 1024, '512 KB'],
  ])('%s → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })

  it.each([
    [1.5 * MEGABYTE, '1,5 MB'],
    [2.25 * MEGABYTE, '2,3 MB'],
    [1234 * MEGABYTE, '1.234 MB'],
  ])('in Greek: %s → %s', (bytes, text) => {
    expect(formatBytes(bytes, 'el')).toBe(text)
  })
})

describe('mayAddImages (free plans: 3 in total)', () => {
  it.each([
    [3, 0, 3, true],
    [3, 2, 1, true],
    [3, 3, 1, false],
    [3, 2, 2, false],
    [null, 40, 10, true],
  ] as [number | null, number, number, boolean][])(
    'limit %s, %s there, adding %s → %s',
    (limit, current, adding, allowed) => {
      expect(mayAddImages(limit, current, adding)).toBe(allowed)
    },
  )
})
