/**
 * `node --import tsx tests/portal/build-templates.ts`: the seeded data
 * directories the portal's tests copy (tests/portal/template.ts), built
 * before the runners that copy them start. On a fresh machine the portal
 * tests and e2e would otherwise both find none and both seed one at once,
 * each about 20 CPU s, while only one is kept. The page pictures' copy,
 * seeded at their fixed instant, is built beside it.
 */
import { FIXED_NOW } from '../visual/pictures';
import { seededTemplate } from './template';

const started = performance.now();
const dirs = await Promise.all([seededTemplate(), seededTemplate(FIXED_NOW)]);
console.log(`templates ready in ${Math.round(performance.now() - started)} ms: ${dirs.length} seeded copies`);
