/** Starts the host server with settings from the environment (see config.ts). */
import { buildServer } from './app';
import { optionsFromEnv } from './config';

const options = optionsFromEnv();
const app = await buildServer(options);
await app.openAnalytics();
await app.listen({ port: options.port, host: options.host });
const where = options.originOverride
  ? `http://localhost:${options.port} (every host name serves ${options.originOverride})`
  : `http://<merchant>.localhost:${options.port}`;
app.log.info(`Returns portal listening on ${where}`);

// Containers and `npm start` stop the server with a signal: finish the requests in flight first.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Requests in flight finish; the keep-alive connections they leave idle would otherwise hold the
    // server open until their timeout, so they are closed as they go idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
