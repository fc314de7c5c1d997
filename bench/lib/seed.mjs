// Seeds realistic data through the public API (what an organizer would type): categories (as the
// demo admin), then for the demo organizer tags, venues, ticket types and `count` events, each
// with a category, two or three tags, a venue when it is physical or hybrid, rich text, and two
// event tickets. Returns the organizer's token and the events' ids.
const JSON_API = 'application/vnd.api+json'
const TIMEZONE = 'Europe/Athens'
const PASSWORD = 'tessera-demo'

export async function signIn(url, email) {
  const answer = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (!answer.ok) throw new Error(`sign-in of ${email}: ${answer.status} ${await answer.text()}`)
  return (await answer.json()).meta.access_token
}

/** `create(type, attributes, relationships)`: a JSON:API POST as `token`; answers the new id. */
export function client(url, token) {
  return async function create(type, attributes, relationships = {}) {
    const answer = await fetch(`${url}/api/v1/${type}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: JSON_API, 'Content-Type': JSON_API },
      body: JSON.stringify({ data: { type, attributes, relationships } }),
    })
    if (answer.status !== 201)
      throw new Error(`POST /${type}: ${answer.status} ${await answer.text()}`)
    return (await answer.json()).data.id
  }
}

const many = (type, ids) => ({ data: ids.map((id) => ({ type, id })) })
const pick = (list, i, n) => Array.from({ length: n }, (_, k) => list[(i + k * 3) % list.length])

/** A wall time `days` from today in Athens, as the API takes it (`YYYY-MM-DD HH:mm:ss`). */
function athens(days, time) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  )
  return `${day} ${time}:00`
}

const CITIES = [
  ['Athens', 'Odeon of Herodes Atticus, Dionysiou Areopagitou', 37.9708, 23.7245],
  ['Thessaloniki', 'Thessaloniki Concert Hall, 25is Martiou 25', 40.5847, 22.9527],
  ['Patras', 'Apollon Theatre, Georgiou I Square', 38.2466, 21.7346],
  ['Heraklion', 'Cultural Centre of Heraklion, Andrea Papandreou', 35.3297, 25.1262],
  ['Ioannina', 'Ioannina Castle, Its Kale', 39.6663, 20.8594],
  ['Volos', 'Volos Municipal Theatre, Kentrikis Agoras', 39.3622, 22.9425],
]
const TYPES = ['physical', 'physical', 'hybrid', 'virtual']
const RICH_TEXT =
  '<h2>About the evening</h2><p>An <strong>open rehearsal</strong> followed by a talk with the ' +
  'artists. Doors open <em>30 minutes</em> before the start.</p><ul><li>Seated, unnumbered</li>' +
  '<li>Step-free access</li></ul><p><a href="https://example.org/programme">Programme</a></p>'

async function inBatches(count, width, task) {
  const results = []
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, k) => task(start + k))
    results.push(...(await Promise.all(batch)))
  }
  return results
}

export async function seedEvents(url, count) {
  const admin = client(url, await signIn(url, 'admin@tessera.test'))
  // Named apart from the categories `db:seed` makes (Music, Conference, Workshop, Theatre).
  const categories = []
  for (const name of ['Opera', 'Cinema', 'Dance', 'Comedy', 'Sports', 'Festival'])
    categories.push(await admin('categories', { name, description: `${name} events` }))

  const token = await signIn(url, 'organizer@tessera.test')
  const create = client(url, token)
  const colors = ['#2e7d32', '#1565c0', '#ad1457', '#ef6c00', '#6a1b9a', '#00838f']
  const tags = await inBatches(12, 4, (i) =>
    create('tags', { name: `Tag ${i + 1}`, color: colors[i % colors.length] }),
  )
  const venues = await inBatches(CITIES.length, 3, (i) => {
    const [city, address, lat, long] = CITIES[i]
    return create('venues', {
      name: address.split(',')[0],
      address_name: address,
      city,
      country: 'Greece',
      lat,
      long,
    })
  })
  const tickets = await inBatches(4, 4, (i) =>
    create('tickets', {
      name: ['General admission', 'Reduced', 'VIP', 'Student'][i],
      description: 'Entry to the event; show the QR code at the door.',
    }),
  )
  const eventIds = await inBatches(count, 8, async (i) => {
    const type = TYPES[i % TYPES.length]
    const days = 1 + (i % 180)
    const eventId = await create(
      'events',
      {
        name: `${CITIES[i % CITIES.length][0]} ${['concert', 'play', 'meetup', 'workshop'][i % 4]} #${i + 1}`,
        description: 'An evening of music and conversation in the heart of the city, open to all.',
        additional_description: RICH_TEXT,
        event_type: type,
        total_capacity: 300,
        virtual_link: type === 'physical' ? null : 'https://meet.example.org/room',
        timezone: TIMEZONE,
        start_at: athens(days, '19:30'),
        duration: 2,
        timeunit: 'h',
      },
      {
        category: { data: { type: 'categories', id: categories[i % categories.length] } },
        tags: many('tags', pick(tags, i, 2 + (i % 2))),
        venues: many('venues', type === 'virtual' ? [] : [venues[i % venues.length]]),
      },
    )
    for (const [k, ticketId] of pick(tickets, i, 2).entries())
      await create(
        'event-tickets',
        {
          price: 10 + 5 * k,
          total_quantity: 100,
          start_sale_at: athens(0, '09:00'),
          end_sale_at: athens(days, '19:00'),
        },
        {
          event: { data: { type: 'events', id: eventId } },
          ticket: { data: { type: 'tickets', id: ticketId } },
        },
      )
    return eventId
  })
  return { token, eventIds }
}

/** Makes an event public (the organizer's token); returns the path of its public page. */
export async function publishEvent(url, token, id) {
  const answer = await fetch(`${url}/api/v1/events/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, Accept: JSON_API, 'Content-Type': JSON_API },
    body: JSON.stringify({ data: { type: 'events', id, attributes: { status: 'public' } } }),
  })
  if (!answer.ok) throw new Error(`publishing event ${id}: ${answer.status} ${await answer.text()}`)
  const { data } = await answer.json()
  return `/event/${data.attributes.hash_code || id}`
}
