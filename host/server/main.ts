/** Starts the host server with settings from the environment (see config.ts). */
import { buildServer } from './app';
import { optionsFromEnv } from './config';

const options = optionsFromEnv();
const app = await buildServer(options);
await app.listen({ port: options.port, host: options.host });
app.log.info(`Returns portal listening on http://<merchant>.localhost:${options.port}`);
