/** Ports of the servers the browser tests start, apart from `npm start`'s so both can run at once. */
export const HOST_PORT = Number(process.env.E2E_HOST_PORT ?? 3210);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
