// Starts the server for the browser tests on a fresh embedded database (seeded on first start).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'livra-e2e-'));
const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
