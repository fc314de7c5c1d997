import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { rateLimits } from '#config/limits'
import User from '#models/user'

/**
 * Sign-in with e-mail and password (timing-safe: an unknown e-mail costs a hash like a known one).
 * Failed attempts are counted per IP + e-mail and per IP (config/limits.ts); a success clears the
 * e-mail's counter, so people who mistype are never locked out by their own good sign-ins.
 */
export default class SignIn {
  static async handle(credentials: { email: string; password: string }, ip: string): Promise<User> {
    const counters = [
      { limiter: limiter.use(rateLimits.loginPerEmail), key: `login:${ip}:${credentials.email}` },
      { limiter: limiter.use(rateLimits.loginPerIp), key: `login:${ip}` },
    ]
    for (const counter of counters) {
      const state = await counter.limiter.get(counter.key)
      if (state && state.remaining <= 0) throw new limiterErrors.E_TOO_MANY_REQUESTS(state)
    }

    try {
      const user = await User.verifyCredentials(credentials.email, credentials.password)
      await counters[0].limiter.delete(counters[0].key)
      return user
    } catch (error) {
      for (const counter of counters) await counter.limiter.increment(counter.key)
      throw error
    }
  }
}
