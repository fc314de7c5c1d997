import { describe, expect, it } from 'vitest'
import {
  isAgendaEntryFilled,
  isFaqEntryFilled,
  isHostContactFilled,
  sectionToSend,
} from './sections.js'

describe('sectionToSend', () => {
  it.each([
    [
      'agenda with a filled first entry',
      [
        { title: 'Doors', start_at: '2031-05-04 19:00' },
        { title: '', start_at: '' },
      ],
      isAgendaEntryFilled,
      2,
    ],
    [
      'agenda whose first entry only has a time',
      [{ title: '', start_at: '2031-05-04 19:00' }],
      isAgendaEntryFilled,
      1,
    ],
    [
      'agenda with an empty first entry',
      [
        { title: ' ', start_at: '' },
        { title: 'Talk', start_at: '2031-05-04 20:00' },
      ],
      isAgendaEntryFilled,
      undefined,
    ],
    ['FAQ with a question', [{ name: 'Parking?' }], isFaqEntryFilled, 1],
    ['FAQ without a question', [{ name: '' }], isFaqEntryFilled, undefined],
    ['host with a value', [{ type: 'email', content: 'a@b.test' }], isHostContactFilled, 1],
    ['host without a value', [{ type: 'email', content: '' }], isHostContactFilled, undefined],
    ['an empty list', [], isFaqEntryFilled, undefined],
    ['no list', null, isFaqEntryFilled, undefined],
  ] as [string, never[] | null, (entry: never) => boolean, number | undefined][])(
    '%s',
    (_name, entries, isFilled, sent) => {
      expect(sectionToSend(entries, isFilled)?.length).toBe(sent)
    },
  )
})
