import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainEntry = path.join(apiRoot, 'src/main.ts');
const tsxLoader = pathToFileURL(createRequire(path.join(apiRoot, 'package.json')).resolve('tsx')).href;

/** Runs the real start entry until its ready line, then stops it; answers everything it printed. */
async function startOutput(env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-banner-'));
  const child = spawn(process.execPath, ['--import', tsxLoader, mainEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + 90_000;
    while (!output.includes('Juzuo ready at') && child.exitCode === null && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // The warnings are printed right after the ready line; give the pipe a moment to deliver them.
    await new Promise((r) => setTimeout(r, 500));
    return output;
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Issue 9 item 9: whoever starts the server must see that SMS codes are readable through the outbox.
describe('start banner', () => {
  it('warns under the ready line that anyone can read SMS codes while the dev outbox is on', async () => {
    const output = await startOutput({ SMS_PROVIDER: 'console', NODE_ENV: 'development' });
    expect(output).toContain('Juzuo ready at');
    expect(output).toMatch(/Juzuo ready at[^\n]*\n⚠ [^\n]*任何人[^\n]*\/dev\/sms_outbox/);
  }, 120_000);
});
