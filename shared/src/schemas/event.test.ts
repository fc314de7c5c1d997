import { describe, expect, it } from 'vitest'
import { eventCreateInput, eventDuplicateInput, eventUpdateInput } from './event.js'

const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; code: string }[] }
}) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('/')}:${issue.code}`)

const minimal = { name: 'Jazz night', timezone: 'Europe/Athens', start_at: '2031-05-10 19:00:00' }

describe('eventCreateInput', () => {
  it('accepts the Add Event fields and strips what create does not take', () => {
    const parsed = eventCreateInput.parse({
      ...minimal,
      duration: 2,
      timeunit: 'h',
      status: 'public',
      hero_image: 'x.jpg',
      user_id: 9,
    })
    expect(parsed).toEqual({ ...minimal, duration: 2, timeunit: 'h' })
  })

  it.each([
    ['name', { name: '' }, 'name:too_small'],
    ['timezone', { timezone: 'Mars/Olympus' }, 'timezone:custom'],
    ['start_at format', { start_at: '10/05/2031 19:00' }, 'start_at:custom'],
    ['start_at impossible day', { start_at: '2031-02-30 10:00:00' }, 'start_at:custom'],
    ['summary of 341', { description: 'a'.repeat(341) }, 'description:too_big'],
    ['event type', { event_type: 'online' }, 'event_type:invalid_value'],
    ['theme', { theme: 'dark' }, 'theme:invalid_value'],
    ['time unit', { timeunit: 'w' }, 'timeunit:invalid_value'],
    ['capacity not an integer', { total_capacity: 1.5 }, 'total_capacity:invalid_type'],
    ['refund policy', { refund_policy: 6 }, 'refund_policy:invalid_union'],
    ['fee bearing', { absorb_fee: 2 }, 'absorb_fee:invalid_union'],
    ['currency', { currency: 'gbp' }, 'currency:invalid_value'],
    ['button colour', { book_button_color: 'red' }, 'book_button_color:invalid_format'],
    [
      'brand colour',
      { custom_brand_colors: { primary: 'url(javascript:1)' } },
      'custom_brand_colors/primary:invalid_format',
    ],
    [
      'brand colour key',
      { custom_brand_colors: { evil: '#000000' } },
      'custom_brand_colors:unrecognized_keys',
    ],
    ['analytics id', { google_analytics_id: '<script>' }, 'google_analytics_id:invalid_format'],
  ])('refuses a bad %s', (_name, patch, issue) => {
    expect(issues(eventCreateInput.safeParse({ ...minimal, ...patch }))).toContain(issue)
  })

  it.each(['name', 'timezone', 'start_at'])('requires %s', (field) => {
    const body: Record<string, unknown> = { ...minimal }
    delete body[field]
    expect(issues(eventCreateInput.safeParse(body))).toEqual([`${field}:invalid_type`])
  })

  it('accepts a summary of exactly 340 characters and ISO dates with an offset', () => {
    expect(
      eventCreateInput.safeParse({
        ...minimal,
        description: 'a'.repeat(340),
        start_at: '2031-05-10T19:00:00+03:00',
      }).success,
    ).toBe(true)
  })
})

describe('links', () => {
  it.each(['https://zoom.us/j/123', 'http://meet.example.com/x?y=1'])('accepts %s', (url) => {
    expect(eventUpdateInput.safeParse({ virtual_link: url, link: url }).success).toBe(true)
  })
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['https://youtu.be/dQw4w9WgXcQ', true],
    ['https://vimeo.com/123456', false],
    ['https://www.youtube.com/watch?v=short', false],
    ['javascript:alert(1)', false],
  ])('promo video %s → %s', (url, ok) => {
    expect(eventUpdateInput.safeParse({ video_url: url }).success).toBe(ok)
  })
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.com',
    'zoom.us/j/1',
    'vbscript:msgbox',
  ])('refuses %s', (url) => {
    expect(issues(eventUpdateInput.safeParse({ virtual_link: url }))).toEqual([
      'virtual_link:invalid_format',
    ])
  })
})

describe('sections', () => {
  it('agenda entries need a title and a time slot; FAQs a name; host contacts a known type and a value', () => {
    const result = eventUpdateInput.safeParse({
      event_agenda: [{ title: '', start_at: '' }],
      event_faqs: [{ name: ' ' }],
      event_host: [{ type: 'fax', content: '' }],
    })
    expect(issues(result)).toEqual([
      'event_agenda/0/title:too_small',
      'event_agenda/0/start_at:too_small',
      'event_faqs/0/name:too_small',
      'event_host/0/type:invalid_value',
      'event_host/0/content:too_small',
    ])
  })
  it('accepts filled sections', () => {
    const result = eventUpdateInput.safeParse({
      event_agenda: [{ title: 'Doors', start_at: '2031-05-10 19:00', content: 'Welcome drinks' }],
      event_faqs: [{ name: 'Parking?', content: 'Yes' }],
      event_host: [{ type: 'whatsapp', content: '+30 690 000 0000' }],
    })
    expect(result.success).toBe(true)
  })
})

describe('eventDuplicateInput', () => {
  it('needs both dates', () => {
    expect(issues(eventDuplicateInput.safeParse({ start_at: '2031-06-01 10:00' }))).toEqual([
      'end_at:invalid_type',
    ])
  })
})
