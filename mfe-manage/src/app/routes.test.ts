import { describe, expect, it } from 'vitest'
import { screenMismatches } from '@tessera/shared/ui/route-screens'
import { screens } from './routes'

describe('manage routes', () => {
  it('serves exactly the routes the route table says are served', () => {
    expect(screenMismatches('manage', screens)).toEqual([])
  })
})
