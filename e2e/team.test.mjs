import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { launchBrowser, repoRoot, screenshot as save, startServer } from './harness.mjs';
import { waitForLink } from './mailbox.mjs';

// The team journey in Chromium against the real server: a company admin
// registers, invites a TA and an agency from Manage company; each invitee
// accepts the mailed invite in a fresh browser, lands on /dashboard and sees
// the sidebar of their group. The admin then deactivates the TA, whose next
// page ends at the login.
let server;
let admin;
let ta;
let agency;

before(async () => {
  server = await startServer();
  admin = await launchBrowser();
});

after(async () => {
  await ta?.close();
  await agency?.close();
  await admin?.close();
  await server?.stop();
});

const stamp = Date.now();
const adminEmail = `admin-${stamp}@e2e.hirekit.test`;
const taEmail = `ta-${stamp}@e2e.hirekit.test`;
const agencyEmail = `agency-${stamp}@e2e.hirekit.test`;

// screenshot waits for MUI's transitions and scrolls to the top first: the
// top bar and the sidebar are fixed, so a full-page shot of a scrolled page
// would show them mid-page.
async function screenshot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  return save(page, name);
}

async function toast(page, text) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

async function sidebar(page) {
  const nav = page.getByRole('navigation', { name: 'Main' }).locator('visible=true');
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').allTextContents();
}

async function menuItems(page) {
  await page.locator('header').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  return items;
}

// acceptInvite opens the mailed link in a fresh browser and joins.
async function acceptInvite(email, name, shot) {
  const link = await waitForLink(server, email, '/accept-invite/');
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(link);
  await page.getByRole('heading', { name: 'Accept invite' }).waitFor();
  await page.getByText('Join Acme Robotics on Hirekit').waitFor();
  assert.equal(await page.getByLabel('Email').inputValue(), email);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.getByText('Please enter a password').waitFor();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel(/^Password/).fill('invitee password 1');
  await page.getByRole('button', { name: 'Join' }).click();
  await page.getByText('Please read and accept the privacy policy').waitFor();
  await page.getByLabel('I accept the privacy policy and terms').check();
  await screenshot(page, `${shot}-accept-invite`);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByText(`Welcome, ${name}`).waitFor();
  return { browser, page };
}

test('invite a TA and an agency, who join and see their menus; a deactivated TA is signed out', async () => {
  const page = await admin.newPage();

  // A company admin registers through the UI.
  await page.goto(server.url('/register'));
  await page.getByLabel('Company name').fill('Acme Robotics');
  await page.getByLabel('Work email').fill(adminEmail);
  await page.getByLabel('Phone number').fill('+91 98765 43210');
  await page.getByLabel(/^Password/).fill('admin password 1');
  await page.getByLabel('I accept the privacy policy and terms').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  // Invites go out in the admin's name: first the mailed verification link.
  await page.goto(await waitForLink(server, adminEmail, '/email-verify/'));
  await page.waitForURL((url) => url.pathname === '/dashboard');
  assert.deepEqual(await sidebar(page), ['Home', 'Jobs', 'Candidates', 'Interviews', 'Recruitment Setup', 'Notifications', 'Analytics']);
  assert.deepEqual(await menuItems(page), ['Profile', 'Manage company', 'Contact us', 'Feedback', 'Logout']);
  await screenshot(page, 'team-01-admin-dashboard');

  // Feedback from the profile menu: a score is required.
  await page.locator('header').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Feedback' }).click();
  const feedback = page.getByRole('dialog');
  assert.equal(await feedback.getByLabel('Product name').inputValue(), 'Hirekit');
  await feedback.getByLabel('Description').fill('Inviting the team was easy.');
  await feedback.getByRole('button', { name: 'Submit' }).click();
  await feedback.getByText('Please select a score value').waitFor();
  await feedback.getByRole('button', { name: '9', exact: true }).click();
  await screenshot(page, 'team-01b-feedback');
  await feedback.getByRole('button', { name: 'Submit' }).click();
  await toast(page, 'Thank you for your valuable feedback!');
  await feedback.waitFor({ state: 'hidden' });

  // The profile page.
  await page.locator('header').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  await page.getByLabel('Name').fill('Asha Admin');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Profile saved');
  await page.locator('header').getByText('Asha Admin').waitFor();
  await screenshot(page, 'team-01c-profile');

  // Manage company → users: invite a TA.
  await page.locator('header').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Manage company' }).click();
  await page.waitForURL((url) => url.pathname === '/company-settings/users');
  await page.getByRole('table', { name: 'Users' }).getByText(adminEmail).waitFor();
  await screenshot(page, 'team-02-users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Email/).fill(taEmail);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await dialog.getByText('Please select a designation and roles').waitFor();
  await dialog.getByLabel('Name').fill('Raj Recruiter');
  await dialog.getByLabel(/^Designation/).fill('Recruiter');
  await dialog.getByRole('combobox', { name: /^Roles/ }).click();
  await page.getByRole('option', { name: 'TA', exact: true }).click();
  await page.keyboard.press('Escape');
  await screenshot(page, 'team-03-invite-user');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await toast(page, 'Invite sent successfully');
  await page.getByRole('table', { name: 'Pending user invites' }).getByText(taEmail).waitFor();
  await screenshot(page, 'team-04-invite-sent');

  // Agencies: invite an agency.
  await page.getByRole('tab', { name: 'Agencies' }).click();
  await page.waitForURL((url) => url.pathname === '/company-settings/agencies');
  await page.getByRole('button', { name: 'Invite agency' }).click();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await dialog.getByText('Please enter the agency name and email').waitFor();
  await dialog.getByLabel(/^Agency name/).fill('Talent Partners');
  await dialog.getByLabel(/^Email/).fill(agencyEmail);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await toast(page, 'Agency invite sent successfully');
  await page.getByRole('table', { name: 'Pending agency invites' }).getByText(agencyEmail).waitFor();
  await screenshot(page, 'team-05-agency-invite-sent');
  await page.getByRole('tab', { name: 'Features' }).click();
  await page.getByRole('switch', { name: 'Referrals' }).waitFor();
  await screenshot(page, 'team-05b-features');
  await page.getByRole('tab', { name: 'Designations' }).click();
  await page.getByLabel('New designation').fill('Sourcer');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await toast(page, 'Designation saved');
  await page.getByRole('list', { name: 'Designations' }).getByText('Sourcer').waitFor();
  await screenshot(page, 'team-05c-designations');
  await page.getByRole('tab', { name: 'Agencies' }).click();

  // The TA accepts and sees the TA menu, without Manage company.
  ta = (await acceptInvite(taEmail, 'Raj Recruiter', 'team-06-ta')).browser;
  const taPage = ta.context.pages().at(-1);
  assert.deepEqual(await sidebar(taPage), ['Home', 'Jobs', 'Candidates', 'Interviews', 'Recruitment Setup', 'Notifications', 'Analytics']);
  assert.ok(!(await menuItems(taPage)).includes('Manage company'));
  await screenshot(taPage, 'team-07-ta-dashboard');

  // The agency accepts and sees Home, Jobs and Notifications only.
  agency = (await acceptInvite(agencyEmail, 'Talent Partners', 'team-08-agency')).browser;
  const agencyPage = agency.context.pages().at(-1);
  assert.deepEqual(await sidebar(agencyPage), ['Home', 'Jobs', 'Notifications']);
  assert.ok(!(await menuItems(agencyPage)).includes('Manage company'));
  await screenshot(agencyPage, 'team-09-agency-dashboard');

  // The admin sees both as users now (after a reload), and deactivates the TA.
  await page.reload();
  await page.getByRole('table', { name: 'Agencies' }).getByText(agencyEmail).waitFor();
  await page.getByRole('tab', { name: 'Users' }).click();
  const users = page.getByRole('table', { name: 'Users' });
  await users.getByText(taEmail).waitFor();
  await screenshot(page, 'team-10-users-joined');
  await page.getByRole('button', { name: 'Deactivate Raj Recruiter' }).click();
  await dialog.getByText(/Deactivate Raj Recruiter\?/).waitFor();
  await screenshot(page, 'team-11-deactivate-confirm');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await toast(page, 'User deactivated');
  await users.getByRole('row', { name: /Raj Recruiter/ }).getByText('Deactivated').waitFor();
  await screenshot(page, 'team-12-ta-deactivated');

  // The TA's next navigation ends at the login.
  await taPage.getByRole('navigation', { name: 'Main' }).locator('visible=true').getByRole('link', { name: 'Jobs' }).click();
  await taPage.waitForURL((url) => url.pathname === '/login');
  await taPage.getByRole('heading', { name: 'Login' }).waitFor();
  await screenshot(taPage, 'team-13-ta-signed-out');

  // The user page of the TA shows the same details and actions.
  await page.goto(server.url('/company-settings/users'));
  await users.getByRole('link', { name: 'Raj Recruiter' }).click();
  await page.getByRole('heading', { name: 'Raj Recruiter' }).waitFor();
  await page.getByRole('button', { name: 'Activate Raj Recruiter' }).waitFor();
  await screenshot(page, 'team-14-user-page');

  // Phone width: the sidebar is a drawer behind the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).locator('visible=true').getByRole('link', { name: 'Jobs' }).waitFor();
  await screenshot(page, 'team-15-phone-drawer');
});

test('a platform admin approves companies and acts for one', async () => {
  const platformEmail = `platform-${stamp}@e2e.hirekit.test`;
  const binary = process.env.HIREKIT_BIN ?? join(repoRoot, 'bin', 'hirekit');
  const { stdout } = await promisify(execFile)(binary, ['admin', 'create', '--email', platformEmail], {
    env: { ...process.env, HIREKIT_DATA_DIR: server.dataDir, HIREKIT_BASE_URL: server.baseURL },
  });
  const resetPath = stdout.match(/\/reset-password\/[A-Za-z0-9._~-]+/)[0];
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(server.url(resetPath));
    await page.getByLabel(/^Password/).fill('platform password 1');
    await page.getByLabel(/^Confirm password/).fill('platform password 1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(platformEmail);
    await page.getByLabel(/^Password/).fill('platform password 1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    assert.ok((await menuItems(page)).includes('Platform'));

    await page.goto(server.url('/platform'));
    const companies = page.getByRole('table', { name: 'Companies' });
    const row = companies.getByRole('row', { name: /Acme Robotics/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Company approval withdrawn');
    await row.getByText('Not approved').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Company approved');
    await row.getByText('Approved', { exact: true }).waitFor();
    await screenshot(page, 'team-16-platform');
    await page.getByRole('tab', { name: 'Feedback' }).click();
    await page.getByRole('table', { name: 'Feedback' }).getByText('Inviting the team was easy.').waitFor();
    await screenshot(page, 'team-17-platform-feedback');
    await page.getByRole('tab', { name: 'Companies' }).click();
    await row.getByRole('button', { name: 'Act for this company' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password').fill('platform password 1');
    await screenshot(page, 'team-18-act-for-company');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await toast(page, 'You are now acting for Acme Robotics');
    await page.getByRole('main').getByText('Acme Robotics').waitFor();
    await screenshot(page, 'team-19-acting-for-company');
  } finally {
    await browser.close();
  }
});
