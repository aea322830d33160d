// The fake providers server (internal/apptest/cmd/fakeproviders) for
// journeys: Google, Microsoft and Razorpay on one free port.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './harness.mjs';

const fakeBinary = process.env.HIREKIT_FAKEPROVIDERS_BIN ?? join(repoRoot, 'bin', 'fakeproviders');

// startFake runs the fake providers on a free port and reads the settings
// it prints (HIREKIT_* lines, for hirekit serve's environment); control
// calls its /_fake/ knobs.
export async function startFake() {
  if (!existsSync(fakeBinary)) {
    throw new Error(`fake providers binary not found at ${fakeBinary}: go build -o bin/fakeproviders ./internal/apptest/cmd/fakeproviders (make e2e does)`);
  }
  const child = spawn(fakeBinary, ['-addr', '127.0.0.1:0', '-consent', 'form'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const env = {};
  let base = '';
  const lines = createInterface({ input: child.stdout });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`fakeproviders exited with ${code}`)));
    lines.on('line', (line) => {
      const at = /^# fake Google and Microsoft at (\S+)/.exec(line);
      if (at) base = at[1];
      const setting = /^(HIREKIT_[A-Z_]+)=(.*)$/.exec(line);
      if (setting) env[setting[1]] = setting[2];
      // The last setting it prints.
      if (setting?.[1] === 'HIREKIT_RAZORPAY_CHECKOUT_URL') resolve();
    });
  });
  return {
    env,
    async control(method, path, body) {
      const response = await fetch(`${base}/_fake/${path}`, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = await response.json();
      assert.ok(response.ok, `${method} /_fake/${path}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    },
    stop() {
      child.kill('SIGTERM');
    },
  };
}
