import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { appUrl } from '#config/app'
import type { MapsConfig } from '#config/maps'

test.group('Client configuration', (group) => {
  group.each.setup(() => {
    const saved = { ...app.config.get<MapsConfig>('maps') }
    return () => app.config.set('maps', saved)
  })

  test('tells anyone, without a token, the site’s address and the maps service (OpenStreetMap by default)', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1/config')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/vnd.api+json')
    assert.equal(response.header('cache-control'), 'no-cache')
    assert.deepEqual(response.body(), {
      jsonapi: { version: '1.1' },
      meta: {
        app_url: appUrl,
        maps: {
          tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          tile_attribution:
            '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
          geocoder_url: 'https://nominatim.openstreetmap.org/reverse',
          default_zoom: 9,
        },
      },
    })
  })

  test('answers the configured tile and geocoder addresses', async ({ client, assert }) => {
    app.config.set('maps.tileUrl', 'http://127.0.0.1:3651/tiles/{z}/{x}/{y}.png')
    app.config.set('maps.tileAttribution', 'Fixture tiles')
    app.config.set('maps.geocoderUrl', 'http://127.0.0.1:3651/reverse')
    const response = await client
      .get('/api/v1/config')
      .header('Authorization', 'Bearer not-a-token')
    response.assertStatus(200)
    assert.deepEqual(response.body().meta.maps, {
      tile_url: 'http://127.0.0.1:3651/tiles/{z}/{x}/{y}.png',
      tile_attribution: 'Fixture tiles',
      geocoder_url: 'http://127.0.0.1:3651/reverse',
      default_zoom: 9,
    })
  })

  test('is read-only', async ({ client }) => {
    const response = await client.post('/api/v1/config').json({})
    response.assertStatus(404)
  })
})
