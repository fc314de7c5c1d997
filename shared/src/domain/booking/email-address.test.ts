import { describe, expect, it } from 'vitest'
import { isBookingEmail } from './email-address.js'

const local = (n: number) => 'a'.repeat(n)
/** A domain of exactly `n` characters: labels of 63 joined by dots, ending in `.gr`. */
const domain = (n: number) => {
  const labels: string[] = []
  let left = n - 3
  while (left > 0) {
    const size = Math.min(63, left === 64 ? 62 : left)
    labels.push('d'.repeat(size))
    left -= size + 1
  }
  return `${labels.join('.')}.gr`
}

describe('isBookingEmail (spec "events" §5 "Booking")', () => {
  it.each([
    ['maria@example.com', true],
    ['  maria@example.com  ', true],
    ['first.last+tag@mail.example.gr', true],
    [`${local(64)}@example.com`, true],
    [`${local(65)}@example.com`, false],
    [`a@${domain(255)}`, true],
    [`a@${domain(256)}`, false],
    [`${local(64)}@${domain(255)}`, true],
    ['first..last@example.com', false],
    ['first.last@example..com', false],
    ['.first@example.com', false],
    ['first.@example.com', false],
    ['@example.com', false],
    ['maria@@example.com', false],
    ['ma@ria@example.com', false],
    ['maria@.example.com', false],
    ['maria@example', false],
    ['maria example@example.com', false],
    ['', false],
  ])('%s → %s', (email, valid) => {
    expect(isBookingEmail(email)).toBe(valid)
  })

  it('refuses more than 320 characters in all', () => {
    // 64 + 1 + 255 = 320 is the longest; the parts' limits make a longer one impossible anyway.
    expect(`${local(64)}@${domain(255)}`).toHaveLength(320)
    expect(isBookingEmail(`${local(64)}@${domain(255)}`)).toBe(true)
    expect(isBookingEmail(`${local(65)}@${domain(255)}`)).toBe(false)
  })
})
