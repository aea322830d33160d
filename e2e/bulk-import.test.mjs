import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, startServer } from './harness.mjs';
import { apiData, demoPassword, settledScreenshot, signIn } from './journey.mjs';
import { minimalPdf } from './pdf.mjs';
import { storedZip } from './zip.mjs';

// Bulk import then smart search, in Chromium against the real server: the
// demo's TA imports 200 candidates from a CSV and a zip of their resumes.
// Three rows are bad: the preview names them and nothing is imported
// until the corrected sheet is uploaded. Once the resumes are parsed in
// the background, a boolean query in /smart-search finds exactly the
// imported candidates whose resumes say so, with the matches marked.
// Every screen passes axe (through the screenshot).
let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = 200;
// A word no demo resume holds, so the search finds only this import.
const marker = 'zyqimport';
const skills = (i) => [i % 2 === 0 ? 'Kubernetes' : 'Terraform', i % 3 === 0 ? 'Golang' : 'Python'];
const expected = Array.from({ length: rows }, (_, i) => i).filter((i) => i % 6 === 0).length;
const query = `${marker} AND kubernetes AND golang`;

function candidate(i) {
  const n = String(i + 1).padStart(3, '0');
  return { name: `Importee ${n}`, email: `importee.${n}@example.com`, experience: String(1 + (i % 9)), resume: `importee-${n}.pdf` };
}

// sheet writes the CSV; broken rows get a bad email, no name and an
// experience that is not a number.
function sheet(broken) {
  const lines = ['Name,Email,Experience,Resume'];
  for (let i = 0; i < rows; i++) {
    const c = candidate(i);
    if (broken && i === 4) c.email = 'not-an-email';
    if (broken && i === 49) c.name = '';
    if (broken && i === 119) c.experience = 'lots';
    lines.push([c.name, c.email, c.experience, c.resume].join(','));
  }
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

function resumes() {
  return storedZip(
    Array.from({ length: rows }, (_, i) => {
      const c = candidate(i);
      return {
        name: c.resume,
        data: minimalPdf([c.name, c.email, `Platform engineer (${marker})`, `Skills: ${skills(i).join(', ')}, SQL`, 'Experience: Acme Cloud, 2019 - 2024']),
      };
    }),
  );
}

test('import 200 candidates with three bad rows fixed, then find them in smart search', { timeout: 300_000 }, async () => {
  const page = await browser.newPage();
  await signIn(server, page, 'ta@demo.hirekit.test');
  await page.getByRole('link', { name: 'Jobs', exact: true }).click();
  await page.getByRole('link', { name: 'Senior Backend Engineer (Go)' }).click();
  await page.getByRole('link', { name: 'Bulk import' }).click();
  await page.getByRole('heading', { name: 'Bulk import candidates' }).waitFor();

  await page.getByLabel('Candidates sheet (CSV or XLSX)').setInputFiles({ name: 'candidates.csv', mimeType: 'text/csv', buffer: sheet(true) });
  await page.getByLabel('Resumes (zip, optional)').setInputFiles({ name: 'resumes.zip', mimeType: 'application/zip', buffer: resumes() });
  await settledScreenshot(page, 'bulk-import-01-upload');
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('heading', { name: 'Columns' }).waitFor();
  assert.match(page.url(), /\/bulk-import\/\d+$/, 'the URL names the import');
  await settledScreenshot(page, 'bulk-import-02-columns');
  await page.getByRole('button', { name: 'Check rows' }).click();

  // The three bad rows are named, and nothing can be imported yet.
  await page.getByText('200 rows: 3 with errors').waitFor();
  const problems = page.getByRole('table', { name: 'Problems by row' });
  await problems.getByRole('row').nth(3).waitFor();
  const shown = await problems.getByRole('row').allInnerTexts();
  assert.equal(shown.filter((r) => /Error/.test(r)).length, 3, `three error rows: ${shown.join(' | ')}`);
  const importButton = page.getByRole('button', { name: /^Import \d+ candidates$/ });
  assert.equal(await importButton.isDisabled(), true, 'import is refused while errors remain');
  await settledScreenshot(page, 'bulk-import-03-three-bad-rows');
  const before = await apiData(server, 'POST', '/login', '', { email: 'ta@demo.hirekit.test', password: demoPassword });
  const search = async () =>
    fetch(server.url(`/api/v1/smart-search?q=${encodeURIComponent(marker)}&per_page=1`), { headers: { Authorization: `Bearer ${before.token}` } }).then((r) => r.json());
  const known = await apiData(server, 'GET', '/search?q=importee', before.token);
  assert.ok(!JSON.stringify(known).includes('Importee'), 'nothing imported before the rows are fixed');

  // The corrected sheet keeps the column choices and is clean.
  await page.getByLabel('Replace file').setInputFiles({ name: 'candidates-fixed.csv', mimeType: 'text/csv', buffer: sheet(false) });
  await page.getByRole('button', { name: 'Upload corrected file' }).click();
  await page.getByText('200 rows: 0 with errors').waitFor();
  await page.getByRole('button', { name: 'Import 200 candidates' }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 120_000 });
  await page.getByText(/New candidates added\s*200/).waitFor();
  await page.getByText(/Resumes attached\s*200/).waitFor();
  await settledScreenshot(page, 'bulk-import-04-summary');

  // The resumes are parsed in the background; then the boolean query
  // finds exactly those that say both skills.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const found = await search();
    if ((found.meta?.total ?? 0) >= rows) break;
    assert.ok(Date.now() < deadline, `resumes parsed in time: ${found.meta?.total ?? 0} of ${rows}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  await page.goto(server.url('/smart-search'));
  await page.getByLabel('Boolean search').fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText(`${expected} candidates`).waitFor();
  const results = page.getByRole('list', { name: 'Results' });
  const first = results.getByRole('heading', { level: 3 }).first();
  const name = await first.innerText();
  assert.match(name, /^Importee \d{3}$/);
  const evidence = page.getByRole('region', { name: `Where the resume of ${name} matches` });
  const marked = (await evidence.locator('mark').allInnerTexts()).map((t) => t.toLowerCase());
  assert.ok(marked.includes('kubernetes') && marked.includes('golang'), `marked: ${marked.join(', ')}`);
  assert.ok(new URL(page.url()).searchParams.get('q'), 'the query is in the URL');
  await settledScreenshot(page, 'bulk-import-05-smart-search');
  await first.getByRole('link').click();
  await page.getByRole('heading', { name }).waitFor();
  await page.getByText('Bulk import').first().waitFor();
  await page.close();
});
