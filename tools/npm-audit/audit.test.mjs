import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classify } from './audit.mjs';

// What npm 11 prints here: the registry mirror refuses the POST.
const refused = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

const report = (vulnerabilities) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { total: Object.keys(vulnerabilities).length } } });

test('a refused or unreachable endpoint is a warning, not a pass or a failure of the code', () => {
  assert.equal(classify(refused, 1).kind, 'unreachable');
  assert.match(classify(refused, 1).lines[0], /405 Method Not Allowed/);
  assert.equal(classify(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request failed' } }), 1).kind, 'unreachable');
  assert.equal(classify(JSON.stringify({ statusCode: 503, message: 'unavailable' }), 1).kind, 'unreachable');
  assert.equal(classify(JSON.stringify({ statusCode: 404, message: 'not found' }), 1).kind, 'unreachable');
});

test('a report with a vulnerability fails and names it', () => {
  const got = classify(
    report({
      'react-router': {
        name: 'react-router',
        severity: 'high',
        range: '7.0.0 - 7.5.1',
        via: [{ title: 'Cache poisoning', url: 'https://github.com/advisories/GHSA-xxxx' }],
        fixAvailable: true,
      },
      cookie: { name: 'cookie', severity: 'low', range: '<0.7.0', via: ['react-router'], fixAvailable: false },
    }),
    1,
  );
  assert.equal(got.kind, 'findings');
  assert.deepEqual(got.lines, [
    'low cookie <0.7.0: through react-router; no fix available',
    'high react-router 7.0.0 - 7.5.1: Cache poisoning (https://github.com/advisories/GHSA-xxxx); fix available',
  ]);
});

test('a clean report passes', () => {
  assert.equal(classify(report({}), 0).kind, 'clean');
});

test('any other npm error fails', () => {
  assert.equal(classify(JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' } }), 1).kind, 'error');
  assert.equal(classify('npm ERR! something', 1).kind, 'error');
});
