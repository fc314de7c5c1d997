import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { freeLoopbackPort, startBuiltApi, type BuiltApi } from '../../tooling/built-api.mjs'
import { startMailSink } from '../support/mail-sink'

const run = promisify(execFile)
const repository = fileURLToPath(new URL('../../', import.meta.url))
const apiDir = join(repository, 'api')
const nginxDocs = join(repository, 'docs', 'deploy', 'nginx')

/** Where Debian installs nginx, or the first one on the PATH. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path))

/** The PostgreSQL server of the run (CI's, from .ci/run), as the API reads it. */
export const postgres = {
  host: process.env.PG_HOST ?? '',
  port: process.env.PG_PORT ?? '5432',
  user: process.env.PG_USER ?? 'postgres',
  password: process.env.PG_PASSWORD ?? '',
  database: process.env.PG_DEPLOY_DB_NAME ?? 'tessera_deploy',
}

/** Why the suite cannot run here, or null. */
export function missing(): string | null {
  if (!NGINX) return 'nginx is not installed'
  if (!postgres.host) return 'no PostgreSQL server (set PG_HOST, PG_PORT, PG_USER)'
  return null
}

/** The address nginx connects to the API processes from, the one TRUSTED_PROXIES names. */
export const PROXY_ADDRESS = '127.0.0.1'

/** A fresh database for the run, migrated and seeded by the built API's own commands. */
async function freshDatabase(env: Record<string, string>) {
  const psql = (sql: string) =>
    run(
      'psql',
      ['-h', postgres.host, '-p', postgres.port, '-U', postgres.user, '-d', 'postgres', '-qc', sql],
      {
        env: { ...process.env, PGPASSWORD: postgres.password },
      },
    )
  await psql(`drop database if exists "${postgres.database}" with (force)`)
  await psql(`create database "${postgres.database}"`)
  for (const command of [['migration:run', '--force'], ['db:seed']])
    await run(process.execPath, ['build/ace.js', ...command], { cwd: apiDir, env })
}

/**
 * nginx's main configuration for the run: the documented upstream block (its two processes' ports
 * replaced) and a plain-HTTP loopback server that includes the documented tessera-proxy.conf as
 * it is. TLS is the one part left out (no certificate here).
 */
async function nginxConfig(dir: string, port: number, apiPorts: number[]) {
  const site = await readFile(join(nginxDocs, 'tessera.conf'), 'utf8')
  const upstream = /upstream tessera \{[\s\S]*?\n\}/.exec(site)?.[0]
  if (!upstream) throw new Error('docs/deploy/nginx/tessera.conf has no upstream block')
  const servers = upstream
    .replace('127.0.0.1:3333', `127.0.0.1:${apiPorts[0]}`)
    .replace('127.0.0.1:3334', `127.0.0.1:${apiPorts[1]}`)
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${servers}
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    include ${join(nginxDocs, 'tessera-proxy.conf')};
  }
}
`
}

async function startNginx(dir: string, config: string): Promise<ChildProcess> {
  const file = join(dir, 'nginx.conf')
  await writeFile(file, config)
  await run(NGINX!, ['-t', '-q', '-p', dir, '-c', file])
  const nginx = spawn(NGINX!, ['-p', dir, '-c', file], { stdio: ['ignore', 'inherit', 'inherit'] })
  return nginx
}

async function waitFor(url: string) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within 20 s`)
}

export type Deployment = Awaited<ReturnType<typeof startDeployment>>

/**
 * The deployment as docs/DEPLOY.md describes it, on loopback: a fresh PostgreSQL database, an SMTP
 * server (the test's sink), two API processes in production mode sharing the database, the rate
 * limits and the mail outbox, and nginx in front. `stop()` ends everything it started.
 */
export async function startDeployment() {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-deploy-'))
  const started: { stop: () => Promise<void> }[] = []
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined)
    await rm(dir, { recursive: true, force: true })
  }
  try {
    const mail = await startMailSink()
    started.push(mail)
    const port = await freeLoopbackPort()
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      APP_KEY: randomBytes(32).toString('base64url'),
      APP_URL: 'https://tickets.test',
      LOG_LEVEL: 'warn',
      DB_CONNECTION: 'pg',
      PG_HOST: postgres.host,
      PG_PORT: postgres.port,
      PG_USER: postgres.user,
      PG_PASSWORD: postgres.password,
      PG_DB_NAME: postgres.database,
      DRIVE_FS_ROOT: join(dir, 'storage'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      MAIL_LEASE_SECONDS: '2',
      LIMITER_STORE: 'database',
      TRUSTED_PROXIES: PROXY_ADDRESS,
      // The suite books more than a visitor's 60 a minute from its one address.
      ORDER_RATE_LIMIT: '1000',
    }
    await freshDatabase({ ...env, ENV_PATH: dir, HOST: '127.0.0.1', PORT: '0' })
    const apis: BuiltApi[] = await Promise.all(
      [0, 1].map(() =>
        startBuiltApi({ prefix: 'tessera-deploy-api-', prepare: false, env: () => env }),
      ),
    )
    started.push(...apis)
    const nginx = await startNginx(
      dir,
      await nginxConfig(
        dir,
        port,
        apis.map((api) => Number(new URL(api.url).port)),
      ),
    )
    started.push({
      stop: async () => {
        if (nginx.exitCode !== null) return
        const exited = new Promise((resolve) => nginx.once('exit', resolve))
        nginx.kill('SIGQUIT')
        await exited
      },
    })
    const url = `http://127.0.0.1:${port}`
    await waitFor(`${url}/api/v1/ready`)
    return { url, apis, mailUrl: mail.url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
