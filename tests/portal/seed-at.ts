/**
 * `node --import tsx tests/portal/seed-at.ts <data dir> <ISO instant>`:
 * migrates and seeds an empty data directory as a portal's first start does,
 * on a clock stopped at that instant (tests/portal/clock.ts), then stops.
 * A process of its own: the clock is the whole process's.
 */
import { setClock } from './clock';

const [dataDir, instant] = process.argv.slice(2);
const at = Date.parse(instant ?? '');
if (!dataDir || Number.isNaN(at)) throw new Error('usage: seed-at.ts <data dir> <ISO instant>');
setClock(at, { stopped: true });
const { startPortal } = await import('../../examples/portal/server/app');
const portal = await startPortal({ port: 0, dataDir, actJob: false });
await portal.close();
