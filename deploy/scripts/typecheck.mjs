// `npm run typecheck`: every package against its own tsconfig (each extends tsconfig.base.json), two
// at a time: each tsc is one process on one core, and the machines the project runs on have two.
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
const queue = [...projects];
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift())
    await run('npx', ['tsc', '-p', project]);
};
await Promise.all([worker(), worker()]);
