// `npm run typecheck`: every package against its own tsconfig (each extends tsconfig.base.json).
import { run } from './run.mjs';

const projects = [
  'tsconfig.json',
  'shared/tsconfig.json',
  'host/tsconfig.json',
  'remote-auth/tsconfig.json',
  'remote-selection/tsconfig.json',
  'remote-carriers/tsconfig.json',
  'remote-confirmation/tsconfig.json',
  'deploy/sandbox/tsconfig.json',
  'e2e/tsconfig.json',
  '.ladle/tsconfig.json',
];
for (const project of projects) await run('npx', ['tsc', '-p', project]);
