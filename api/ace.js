/*
| JavaScript entrypoint for running ace commands: registers the TypeScript loader, then boots the
| console in bin/console.ts (imported dynamically, after the loader is in place).
*/
import 'ts-node-maintained/register/esm'

await import('./bin/console.js')
