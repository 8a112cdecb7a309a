// `npm run dev`: server compiled on change and restarted, client served by Vite with reload
// (http://localhost:5173, proxying the API to the server on PORT, default 4000).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.server.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=dist/server', '--watch-path=drizzle', 'dist/server/src/main.js'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 4000}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
