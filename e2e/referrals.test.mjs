import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, startServer } from './harness.mjs';
import { settledScreenshot, signIn } from './journey.mjs';

// Referrals in Chromium against the real server: the demo's employee
// presses Refer, opens a live job, refers a friend answering only the
// job's referral question, and follows the referral on Home in plain
// words; the TA sees who referred on the candidate's page. Every screen
// passes axe (through the screenshot).
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

test('an employee refers a friend and follows the referral; the recruiter sees who referred', async () => {
  const page = await browser.newPage();
  const friend = `Friend ${Date.now()}`;
  await signIn(server, page, 'employee@demo.hirekit.test');
  await page.getByRole('region', { name: 'Your referrals' }).waitFor();
  await settledScreenshot(page, 'referrals-01-employee-home');

  await page.getByRole('link', { name: 'Refer', exact: true }).click();
  await page.getByRole('link', { name: 'Senior Backend Engineer (Go)' }).click();
  await page.getByRole('button', { name: 'Refer a candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refer a candidate' });
  await dialog.getByLabel('How many years have you written Go in production?').waitFor();
  // Questions not asked on referrals are skipped.
  assert.equal(await dialog.getByText('Are you open to working from Bengaluru twice a week?').count(), 0);
  assert.equal(await dialog.getByRole('combobox', { name: /Source/ }).count(), 0);
  await dialog.getByLabel(/^Name/).fill(friend);
  await dialog.getByLabel(/^Email/).fill(`friend.${Date.now()}@example.com`);
  await dialog.getByLabel('How many years have you written Go in production?').fill('6');
  await settledScreenshot(page, 'referrals-02-refer-dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await page.getByText('Thank you: your referral is with the team. Follow it on Home.').waitFor();

  await page.getByRole('link', { name: 'Home' }).click();
  const card = page.getByRole('region', { name: 'Your referrals' });
  await card.getByText(`${friend} · Senior Backend Engineer (Go)`).waitFor();
  await card.getByText('Received: the team will look at it soon').first().waitFor();
  await settledScreenshot(page, 'referrals-03-followed-on-home');

  await signIn(server, page, 'ta@demo.hirekit.test');
  await page.getByRole('region', { name: 'Recent activity' }).getByRole('link', { name: friend }).first().click();
  await page.getByRole('heading', { name: friend }).waitFor();
  await page.getByText('Referred by').waitFor();
  await settledScreenshot(page, 'referrals-04-recruiter-sees-referrer');
  await page.close();
});
