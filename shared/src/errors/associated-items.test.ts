import { describe, expect, it } from 'vitest'
import { serverI18n } from '../i18n/server.js'
import { errorText } from './messages.js'

describe('has_associated_items names what is being deleted (spec "accounts" §8)', () => {
  it.each([
    [
      'tags',
      'This Tag still has associated Items.',
      'Αυτή η ετικέτα έχει ακόμη συσχετισμένα στοιχεία.',
    ],
    [
      'categories',
      'This category still has associated items.',
      'Αυτή η κατηγορία έχει ακόμη συσχετισμένα στοιχεία.',
    ],
    [
      'roles',
      'This role still has associated items.',
      'Αυτός ο ρόλος έχει ακόμη συσχετισμένα στοιχεία.',
    ],
    [
      'events',
      'This event still has sold tickets.',
      'Αυτή η εκδήλωση έχει ήδη πωλημένα εισιτήρια.',
    ],
    [
      undefined,
      'This record still has associated items.',
      'Αυτή η εγγραφή έχει ακόμη συσχετισμένα στοιχεία.',
    ],
  ])('%s', (resource, en, el) => {
    const values = resource ? { resource } : undefined
    expect(errorText(serverI18n('en'), 'has_associated_items', values)).toBe(en)
    expect(errorText(serverI18n('el'), 'has_associated_items', values)).toBe(el)
  })

  it("the event address message is the spec's", () => {
    expect(errorText(serverI18n('en'), 'address_required')).toBe('Please fill up the event address')
    expect(errorText(serverI18n('el'), 'invalid_step', { step: 0.5 })).toBe(
      'Η τιμή πρέπει να είναι πολλαπλάσιο του 0.5.',
    )
  })
})

describe('length limits say their number in its plural form', () => {
  it.each([
    ['too_short', { min: 1 }, 'Αυτό το πεδίο πρέπει να έχει τουλάχιστον 1 χαρακτήρα.'],
    ['too_short', { min: 8 }, 'Αυτό το πεδίο πρέπει να έχει τουλάχιστον 8 χαρακτήρες.'],
    ['too_long', { max: 1 }, 'Αυτό το πεδίο μπορεί να έχει έως 1 χαρακτήρα.'],
    ['too_long', { max: 340 }, 'Αυτό το πεδίο μπορεί να έχει έως 340 χαρακτήρες.'],
  ])('%s %o in Greek', (code, values, greek) => {
    expect(errorText(serverI18n('el'), code, values)).toBe(greek)
  })

  it('in English too', () => {
    expect(errorText(serverI18n('en'), 'too_short', { min: 1 })).toBe(
      'This field must be at least 1 character.',
    )
  })
})
