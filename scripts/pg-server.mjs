// A throwaway PostgreSQL server for the tests (portal-pg) and the load figures:
// initdb in a fresh temp directory, pg_ctl start on a free port (TCP on 127.0.0.1,
// the unix socket in the temp directory), fsync off. stop() (also run on exit,
// SIGINT and SIGTERM) stops it and deletes the directory.
//
// Binaries: PG_BIN, else the newest /usr/lib/postgresql/<major>/bin (Debian's
// `postgresql` package; .ci/run installs it). initdb refuses root, so as root the
// server runs as the `postgres` user, which owns the temp directory.
// No server, no tests: every failure throws with what to do, never a skip.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEBIAN_DIR = '/usr/lib/postgresql';
const INSTALL_HINT =
  'Install PostgreSQL (Debian: `apt-get install -y postgresql`; .ci/run does it) or set PG_BIN to the directory holding initdb and pg_ctl.';

/** The directory with initdb and pg_ctl. */
export function findPgBin() {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    if (!existsSync(join(fromEnv, 'initdb'))) throw new Error(`PG_BIN=${fromEnv} has no initdb. ${INSTALL_HINT}`);
    return fromEnv;
  }
  const majors = existsSync(DEBIAN_DIR)
    ? readdirSync(DEBIAN_DIR)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(DEBIAN_DIR, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors.length) throw new Error(`No PostgreSQL server binaries in ${DEBIAN_DIR}/*/bin. ${INSTALL_HINT}`);
  return join(DEBIAN_DIR, majors[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The user the server runs as: `postgres` when we are root (initdb refuses root). */
function serverUser() {
  if (process.getuid?.() !== 0) return null;
  const found = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const uid = Number(found.stdout?.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout?.trim());
  if (found.status !== 0 || !Number.isInteger(uid)) {
    throw new Error(`Running as root and there is no 'postgres' user to run PostgreSQL as. ${INSTALL_HINT}`);
  }
  return { name: 'postgres', uid, gid };
}

/**
 * Starts a server; resolves to { url, port, dir, stop() }. `url` names the
 * `postgres` database as the `postgres` superuser (trust auth, 127.0.0.1 only).
 */
export async function startPgServer({ log = () => {} } = {}) {
  const bin = findPgBin();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'b2b-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  /** [command, argv] running a PostgreSQL tool as the server's user. */
  const command = (tool, args) =>
    user ? ['runuser', ['-u', user.name, '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const run = (tool, args) => {
    const [cmd, argv] = command(tool, args);
    try {
      execFileSync(cmd, argv, { stdio: 'pipe', encoding: 'utf8', cwd: dir, timeout: 120_000 });
    } catch (error) {
      const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(
        `PostgreSQL test server: \`${tool} ${args.join(' ')}\` failed: ${error.stderr || error.message}\n${serverLog}\n${INSTALL_HINT}`,
      );
    }
  };

  let stopped = false;
  let started = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // Immediate: nothing to keep, and it does not wait for the clients to go.
    if (started) spawnSync(...command('pg_ctl', ['stop', '-D', data, '-m', 'immediate']), { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    stop();
    process.kill(process.pid, signal);
  };
  process.on('exit', stop);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const t = performance.now();
    // C.UTF-8: code-point order (as PGlite and the memory catalogue) and lower() of Cyrillic.
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        "-c listen_addresses='127.0.0.1'",
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      try {
        run('pg_ctl', ['start', '-D', data, '-l', logFile, '-w', '-t', '60', '-o', options]);
      } catch (error) {
        if (attempt < 3 && existsSync(logFile) && /could not bind|already in use/i.test(readFileSync(logFile, 'utf8'))) continue;
        throw error;
      }
      started = true;
      log(`PostgreSQL (${bin}) on port ${port}, ready in ${Math.round(performance.now() - t)} ms`);
      return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
    }
  } catch (error) {
    stop();
    throw error;
  }
}

// `node scripts/pg-server.mjs`: a server for trying the portal on PostgreSQL by hand;
// prints its URL, runs until Ctrl+C, then is gone with its data.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startPgServer({ log: (line) => console.error(line) });
  console.log(server.url);
  console.error('Ctrl+C stops it and deletes its data.');
  setInterval(() => {}, 1 << 30);
}
