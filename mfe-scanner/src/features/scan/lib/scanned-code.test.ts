import { describe, expect, it } from 'vitest'
import { ticketCodeFromText } from './scanned-code'

const code = '12.31.AAAAAAAAAAAA.' + 'B'.repeat(86)

describe('ticketCodeFromText: only a web URL whose path is /ticket/{code}', () => {
  it.each([
    [`https://tessera.example/ticket/${code}`, code],
    [`http://127.0.0.1:3333/ticket/${code}`, code],
    [`  https://tessera.example/ticket/${code}/ `, code],
    [`https://tessera.example/ticket/a%2Eb`, 'a.b'],
  ])('accepts %s', (text, expected) => {
    expect(ticketCodeFromText(text)).toBe(expected)
  })

  it.each([
    [code, 'a bare code'],
    [`/ticket/${code}`, 'a path without a host'],
    [`ftp://tessera.example/ticket/${code}`, 'another scheme'],
    [`javascript:alert(1)//ticket/x`, 'script'],
    ['https://tessera.example/event/abc', 'another page'],
    ['https://tessera.example/ticket/', 'no code'],
    [`https://tessera.example/ticket/${code}/more`, 'a longer path'],
    ['https://tessera.example/ticket/%E0%A4%A', 'a broken escape'],
    ['hello world', 'plain text'],
  ])('refuses %s (%s)', (text) => {
    expect(ticketCodeFromText(text)).toBeNull()
  })
})
