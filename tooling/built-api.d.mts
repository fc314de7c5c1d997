export function freeLoopbackPort(): Promise<number>

export type BuiltApiOptions = {
  /** The temporary folder's name prefix. */
  prefix?: string
  /** The port to listen on (default: a free loopback port). */
  port?: number
  /** More environment, given the run's temporary folder. */
  env?: (dir: string) => Record<string, string>
  /** Migrate and seed the database first (default true). */
  prepare?: boolean
  /** Receives each line the server writes to its standard output (its log), which is still printed. */
  onLogLine?: (line: string) => void
}

export type BuiltApi = { url: string; pid: number | undefined; stop: () => Promise<void> }

export function startBuiltApi(options?: BuiltApiOptions): Promise<BuiltApi>
