// `npm run demo`: builds the app, then serves it together with the local scripted model (demo mode), so
// anyone can try Mindkeep without a key. The app is pointed at the model through its normal Settings
// (the `?preset=demo` link opens Settings filled in, exactly like picking "Local demo model"; Save confirms it).
// DEMO_APP_PORT / DEMO_MODEL_PORT override the ports (4173 / 4010); the `?preset=demo` link expects 4010.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const appPort = process.env.DEMO_APP_PORT ?? '4173';
const modelPort = process.env.DEMO_MODEL_PORT ?? '4010';
const skipBuild = process.env.DEMO_SKIP_BUILD === '1';

if (!skipBuild) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Both children are node processes started directly (not through npx, whose shell wrapper does not pass
// signals on), so stopping them really frees their ports.
const viteBin = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const children = [
  spawn(process.execPath, ['tools/mock-openai/server.mjs', '--demo'], { stdio: 'inherit', env: { ...process.env, MOCK_PORT: modelPort } }),
  spawn(process.execPath, [viteBin, 'preview', '--host', '127.0.0.1', '--port', appPort, '--strictPort'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
];

const ready = setTimeout(() => {
  process.stdout.write(`\nMindkeep demo: open http://127.0.0.1:${appPort}/?preset=demo and press Save in Settings  (Ctrl+C to stop)\n\n`);
}, 1500);

let stopping = false;
/** Stops every child and exits once all of them are gone (a second signal while waiting forces it). */
function stop(code = 0) {
  if (stopping) {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }
  stopping = true;
  clearTimeout(ready);
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => --left === 0 && process.exit(code));
    child.kill('SIGTERM');
  }
  setTimeout(() => stop(code), 5000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => !stopping && stop(code ?? 1));
