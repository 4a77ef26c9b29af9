/** Starts the sandbox on SANDBOX_PORT (default 4001). */
import { buildSandbox } from './app';

const port = Number(process.env.SANDBOX_PORT ?? 4001);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const app = await buildSandbox({ logger: process.env.SANDBOX_LOG === 'true' });
await app.listen({ port, host });
console.log(`Sandbox backend listening on http://localhost:${port}`);
