// `npm run demo`: builds the app, then serves it together with the local scripted model (demo mode), so
// anyone can try Mindkeep without a key. The app is pointed at the model through its normal Settings
// (the `?preset=demo` link fills them in, exactly like picking "Local demo model" in Settings).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('node', ['e2e/mock-openai/server.mjs', '--demo'], { stdio: 'inherit', env: { ...process.env, MOCK_PORT: '4010' } }),
  spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], { stdio: ['ignore', 'ignore', 'inherit'] }),
];

setTimeout(() => {
  process.stdout.write('\nMindkeep demo: open http://127.0.0.1:4173/?preset=demo  (Ctrl+C to stop)\n\n');
}, 1500);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
