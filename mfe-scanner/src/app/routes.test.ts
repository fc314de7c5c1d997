import { describe, expect, it } from 'vitest'
import { screenMismatches } from '@tessera/shared/ui/route-screens'
import { screens } from './routes'

describe('scanner routes', () => {
  it('serves exactly the routes the route table says are served', () => {
    expect(screenMismatches('scanner', screens)).toEqual([])
  })
})
