// npm test's first step: the demo template the demo journeys copy
// (demo-template.mjs).
import { binaryPath, freePort } from './harness.mjs';
import { prepareDemoTemplate } from './demo-template.mjs';

const { dir, ms } = await prepareDemoTemplate({ binary: binaryPath, freePort });
console.log(`demo template ready in ${(ms / 1000).toFixed(1)} s: ${dir}`);
