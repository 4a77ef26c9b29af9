/** Starts the sandbox on SANDBOX_PORT (default 4001). */
import { buildSandbox } from './app';
import { optionsFromEnv } from './env';

const port = Number(process.env.SANDBOX_PORT ?? 4001);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const app = await buildSandbox(optionsFromEnv(process.env));
await app.listen({ port, host });
console.log(`Sandbox backend listening on http://localhost:${port}`);
