// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves the restricted-paths rule of eslint.config.js: two throwaway features
// are written, linted and removed again.
const web = new URL('..', import.meta.url).pathname;
const probeA = join(web, 'src/features/lint-probe-a');
const probeB = join(web, 'src/features/lint-probe-b');
const probeComponent = join(web, 'src/components/lint-probe.ts');
const probeLib = join(web, 'src/lib/lint-probe.ts');

function removeProbes() {
  rmSync(probeA, { recursive: true, force: true });
  rmSync(probeB, { recursive: true, force: true });
  rmSync(probeComponent, { force: true });
  rmSync(probeLib, { force: true });
}

beforeAll(() => {
  removeProbes(); // a run killed half-way may have left them behind
  mkdirSync(probeA, { recursive: true });
  mkdirSync(probeB, { recursive: true });
  writeFileSync(join(probeB, 'thing.ts'), 'export const thing = 1;\n');
  writeFileSync(join(probeA, 'own.ts'), 'export const own = 2;\n');
  writeFileSync(join(probeA, 'other.ts'), "import { thing } from '../lint-probe-b/thing';\nexport const other = thing;\n");
  writeFileSync(join(probeA, 'same.ts'), "import { own } from './own';\nexport const same = own;\n");
  writeFileSync(probeComponent, "import { own } from '../features/lint-probe-a/own';\nexport const probe = own;\n");
  writeFileSync(probeLib, "import { own } from '../features/lint-probe-a/own';\nexport const probe = own;\n");
});

afterAll(removeProbes);

async function ruleIds(file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: web });
  const [result] = await eslint.lintFiles([file]);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('feature boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    expect(await ruleIds(join(probeA, 'other.ts'))).toContain('import-x/no-restricted-paths');
  });

  it('allows imports inside one feature', async () => {
    expect(await ruleIds(join(probeA, 'same.ts'))).toEqual([]);
  });

  it('refuses src/components importing a feature', async () => {
    expect(await ruleIds(probeComponent)).toContain('import-x/no-restricted-paths');
  });

  it('refuses src/lib importing a feature', async () => {
    expect(await ruleIds(probeLib)).toContain('import-x/no-restricted-paths');
  });
});
