/**
 * `npx tsx e2e/support/build-variants.ts`: builds the remote variants the infrastructure specs share
 * (e2e/support/remote-variant.ts), once, before the browser run; `npm test` calls it after the apps'
 * build. Takes no arguments.
 */
import { buildVariants } from './remote-variant';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'Usage: npx tsx e2e/support/build-variants.ts  (builds the shared remote variants under .tmp/)',
  );
} else if (args.length > 0) {
  console.error(`build-variants takes no arguments (got: ${args.join(' ')}); see --help`);
  process.exitCode = 2;
} else {
  for (const folder of buildVariants()) console.log(`Built ${folder}`);
}
