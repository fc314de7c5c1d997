/**
 * The promo video of an event (spec "events" §2 "Resources", "accounts" §9): a YouTube address whose
 * video id is 11 characters, played in a 640 × 360 player by default.
 */
export const VIDEO_ID_LENGTH = 11
export const VIDEO_PLAYER_SIZE = { width: 640, height: 360 } as const

const VIDEO_ID = new RegExp(`^[A-Za-z0-9_-]{${VIDEO_ID_LENGTH}}$`)
const WATCH_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
])
const EMBED_HOSTS = new Set([...WATCH_HOSTS, 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const PATH_PREFIXES = ['embed', 'shorts', 'live', 'v']

function idFromPath(url: URL): string | undefined {
  const [prefix, id] = url.pathname.split('/').filter(Boolean)
  return prefix && PATH_PREFIXES.includes(prefix) ? id : undefined
}

/**
 * The 11-character video id of a YouTube address (`youtube.com/watch?v=…`, `youtu.be/…`,
 * `/embed/…`, `/shorts/…`, `/live/…`, also on youtube-nocookie.com), or `null` when `address` is
 * not one.
 */
export function youtubeVideoId(address: string): string | null {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  let id: string | null | undefined
  if (host === 'youtu.be') id = url.pathname.split('/').filter(Boolean)[0]
  else if (WATCH_HOSTS.has(host) && url.pathname === '/watch') id = url.searchParams.get('v')
  else if (EMBED_HOSTS.has(host)) id = idFromPath(url)
  return id && VIDEO_ID.test(id) ? id : null
}

/** The privacy-enhanced player address of a video id (no cookies until the viewer plays it). */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`
}
