import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { launchBrowser, startServer } from './harness.mjs';
import { apiData, demoPassword, settledScreenshot, signIn } from './journey.mjs';

// The CSV builder journey in Chromium against the real server with the
// demo data: the admin opens /csv-builder, filters the candidates by one
// state, keeps four columns in an order of their own, exports a CSV,
// watches it finish, downloads it and reads it back: the header is the
// four columns in that order and the rows are the candidate list's for
// that state, newest first.
let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const state = 'hm_screen';

// navigationToken is the list's filter as its link carries it.
function navigationToken(filter) {
  return `v1.${Buffer.from(JSON.stringify(filter)).toString('base64url')}`;
}

// parseCSV reads RFC 4180 records: quoted fields with doubled quotes,
// commas and line breaks inside quotes.
function parseCSV(text) {
  const records = [];
  let record = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

// asText is a cell as the export writes text: one that a spreadsheet would
// take for a formula gets a leading quote.
const asText = (s) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

test('export the candidates of one state with four chosen columns and read the file back', async () => {
  // What the list holds for that state, read through the API as the admin.
  const { token } = await apiData(server, 'POST', '/login', null, { email: 'admin@demo.hirekit.test', password: demoPassword });
  const want = [];
  for (let page = 1; ; page++) {
    const data = await apiData(server, 'GET', `/candidate-applications?navigation_token=${navigationToken({ statuses: [state] })}&page=${page}&per_page=100`, token);
    for (const row of data.candidate_applications) want.push([row.state.label, row.candidate.name, row.email, row.requisition_title].map(asText));
    if (data.candidate_applications.length < 100) break;
  }
  assert.ok(want.length > 0, `the demo has candidates at ${state}`);
  const label = want[0][0];

  const page = await browser.newPage();
  await signIn(server, page, 'admin@demo.hirekit.test');
  await page.goto(server.url('/csv-builder'));
  await page.getByRole('heading', { name: 'CSV builder' }).waitFor();

  // One state.
  await page.getByRole('combobox', { name: 'States' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.keyboard.press('Escape');

  // Four columns: untick the other defaults, then bring State first.
  const columns = page.getByRole('list', { name: 'Columns' });
  await columns.getByRole('checkbox', { name: 'Name' }).waitFor();
  for (const name of ['Source', 'Applied on (UTC)']) await columns.getByRole('checkbox', { name, exact: true }).uncheck();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Move State up' }).click();
  await page.getByText('4 of at most 30 columns chosen').waitFor();
  await settledScreenshot(page, 'csv-builder-01-form');

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const ready = page.getByText(/hirekit-candidates-\d{4}-\d{6}\.csv is ready/);
  await ready.waitFor({ timeout: 30_000 });
  assert.match(await page.getByTestId('export-status').textContent(), new RegExp(`${want.length} of ${want.length} rows`));
  await settledScreenshot(page, 'csv-builder-02-ready');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  assert.match(download.suggestedFilename(), /^hirekit-candidates-\d{4}-\d{6}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const records = parseCSV(text);
  assert.deepEqual(records[0], ['State', 'Name', 'Email', 'Job']);
  assert.deepEqual(records.slice(1), want);
  await page.close();
});
