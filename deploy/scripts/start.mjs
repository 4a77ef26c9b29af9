// `npm start`: install what is missing, build what is missing, then run the sandbox backend and the
// host server together and say where to go. Ctrl+C stops both (each runs in a process group of its
// own that ends with this script). `--rebuild` builds every app first; `--no-build` builds nothing.
import { buildApps, endGroups, ensureInstalled, startGroup } from './run.mjs';

const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4001);
const sandboxUrl = `http://localhost:${sandboxPort}`;

await ensureInstalled();
if (!process.argv.includes('--no-build')) await buildApps({ force: process.argv.includes('--rebuild') });

function startServer(name, entry, env) {
  const child = startGroup('npx', ['tsx', entry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`${name} stopped with exit code ${code}`);
      void endGroups().finally(() => process.exit(1));
    }
  });
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

startServer('sandbox', 'deploy/sandbox/src/main.ts', {
  SANDBOX_PORT: String(sandboxPort),
  SANDBOX_PUBLIC_URL: process.env.SANDBOX_PUBLIC_URL ?? sandboxUrl,
  // Magic links point at the portal on the port it runs on here.
  SANDBOX_PORTAL_ORIGIN: process.env.SANDBOX_PORTAL_ORIGIN ?? `http://{merchant}.localhost:${port}`,
});
startServer('host server', 'host/server/main.ts', {
  PORT: String(port),
  CORE_API_URL: process.env.CORE_API_URL ?? sandboxUrl,
  VOLTA_API_URL: process.env.VOLTA_API_URL ?? `${sandboxUrl}/volta`,
  // Locally the sandbox is the payment provider: its payment page is the one place to pay.
  PAYMENT_HOSTS: process.env.PAYMENT_HOSTS ?? new URL(process.env.SANDBOX_PUBLIC_URL ?? sandboxUrl).origin,
  // …and its labels are the platform's.
  LABEL_HOSTS: process.env.LABEL_HOSTS ?? new URL(process.env.SANDBOX_PUBLIC_URL ?? sandboxUrl).origin,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});

await waitFor(`${sandboxUrl}/health`);
await waitFor(`http://localhost:${port}/healthz`);

const samples = await (await fetch(`${sandboxUrl}/sandbox/sample-sign-ins`)).json();
console.log('\nThe returns portal is running. Open a shop:\n');
for (const sample of samples) {
  const who = [
    sample.postalCode && `postal code ${sample.postalCode}`,
    sample.email && `e-mail ${sample.email}`,
  ]
    .filter(Boolean)
    .join(' or ');
  const credentials = [
    who,
    `order number ${sample.orderNumber}`,
    sample.country && `country ${sample.country}`,
  ]
    .filter(Boolean)
    .join(', ');
  console.log(`  http://${sample.merchant}.localhost:${port}   ${sample.description ?? ''}`);
  console.log(`      sign in with ${credentials}`);
}
console.log(`\n  Demo mode (no account needed): http://nordwind.localhost:${port}/?isDemo`);
console.log(`      sign in with order number DEMO-1001 and any e-mail address`);
console.log(`  Magic-link outbox (the e-mails the sandbox "sent"): ${sandboxUrl}/sandbox/outbox`);
console.log(`  Sandbox backend: ${sandboxUrl}`);
console.log(`  Ports: PORT=${port} (shops), SANDBOX_PORT=${sandboxPort} (sandbox)\n`);
console.log('Press Ctrl+C to stop both servers.');
