// The npm build's .d.ts beside the JavaScript of `scripts/build.mjs --no-types`
// (tsup.config.ts, B2B_BUILD=types): npm test's second build step.
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['node_modules/tsup/dist/cli-default.js', '--silent'], { stdio: 'inherit', env: { ...process.env, B2B_BUILD: 'types' } });
