import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, pathAndQuery, screenshot as save, startServer } from './harness.mjs';
import { waitForLink } from './mailbox.mjs';

// The account journey in Chromium against the real server: register, verify
// the email from the mailed link, log out, reset the password from the
// mailed link, and log in with the new password (the old one no longer works).
let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const email = `founder-${Date.now()}@e2e.hirekit.test`;
const oldPassword = 'first password 1';
const newPassword = 'second password 2';
const banner = `Please verify your email address. We have sent a verification link to ${email}.`;

// screenshot waits for MUI's transitions (menus, toasts, button colours) first.
async function screenshot(page, name) {
  await page.waitForTimeout(500);
  return save(page, name);
}

async function toast(page, text) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

async function fillRegister(page) {
  await page.getByLabel('Company name').fill('Acme Robotics');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Phone number').fill('+91 98765 43210');
  await page.getByLabel(/^Password/).fill(oldPassword);
  await page.getByLabel('I accept the privacy policy and terms').check();
}

async function logIn(page, password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('register, verify, log out, reset the password and log in again', async () => {
  const page = await browser.newPage();

  // Register, with the client checks first.
  await page.goto(server.url('/register'));
  await page.getByRole('heading', { name: 'Register' }).waitFor();
  // Candidates register on talenthub (issue 28): the tab leads there.
  assert.equal(await page.getByRole('tab', { name: 'For candidates' }).count(), 1);
  await screenshot(page, 'accounts-01-register');
  await page.getByRole('button', { name: 'Register' }).click();
  await toast(page, 'Please fill all the fields!');
  await fillRegister(page);
  await page.getByLabel('Phone number').fill('98765');
  await page.getByRole('button', { name: 'Register' }).click();
  await toast(page, 'Please enter a valid phone number!');
  await page.getByLabel('Phone number').fill('+91 98765 43210');
  await screenshot(page, 'accounts-02-register-filled');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await toast(page, 'Successfully logged in!');
  await page.getByText(banner).waitFor();
  await page.getByText('Acme Robotics').waitFor();
  await screenshot(page, 'accounts-03-dashboard-unverified');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'accounts-03b-dashboard-unverified-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A signed-in user opening the register page goes home.
  await page.goto(server.url('/register'));
  await page.waitForURL((url) => url.pathname === '/dashboard');

  // Verify from the mailed link: the banner goes.
  const verifyLink = await waitForLink(server, email, '/email-verify/');
  assert.ok(verifyLink.startsWith(server.baseURL), verifyLink);
  await page.goto(verifyLink);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await toast(page, 'Email verified!');
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.getByText('Acme Robotics').waitFor();
  assert.equal(await page.getByText(banner).count(), 0);
  await screenshot(page, 'accounts-04-dashboard-verified');

  // A verification link works once.
  await page.goto(verifyLink);
  await page.getByText('This verification link is invalid or has expired').waitFor();
  await page.getByRole('link', { name: 'Go to login' }).waitFor();
  await screenshot(page, 'accounts-04b-verify-link-used');
  await page.goto(server.url('/dashboard'));

  // Log out from the profile menu.
  await page.getByRole('button', { name: /founder-/ }).click();
  await screenshot(page, 'accounts-05-profile-menu');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(pathAndQuery(page), '/login');
  await toast(page, 'Successfully logged out!');
  assert.equal(await page.getByText('Please log in to continue!').count(), 0);
  await screenshot(page, 'accounts-06-logged-out');

  // The same email cannot register twice: the server's text shows under the field.
  await page.goto(server.url('/register'));
  await fillRegister(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('An account with this email already exists').waitFor();
  await screenshot(page, 'accounts-07-register-taken');

  // Forgot password.
  await page.goto(server.url('/login'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL((url) => url.pathname === '/forgot-password');
  // The page's code loads after the URL changes: fill its own field, not
  // the login form's still on screen.
  await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await toast(page, 'Email sent with reset password instructions');
  await screenshot(page, 'accounts-08-forgot-password-sent');

  // Reset from the mailed link.
  const resetLink = await waitForLink(server, email, '/reset-password/');
  await page.goto(resetLink);
  await page.getByRole('heading', { name: 'Reset password' }).waitFor();
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByLabel('Confirm password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Passwords should match').waitFor();
  await screenshot(page, 'accounts-09-reset-mismatch');
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await toast(page, 'Password set successfully!');
  await screenshot(page, 'accounts-10-password-set');

  // The old password no longer works.
  await logIn(page, oldPassword);
  await toast(page, 'Invalid email or password');
  assert.equal(pathAndQuery(page), '/login');
  await screenshot(page, 'accounts-11-old-password-refused');

  // The new one does.
  await page.reload();
  await logIn(page, newPassword);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await toast(page, 'Successfully logged in!');
  await page.getByText('Acme Robotics').waitFor();
  assert.equal(await page.getByText(banner).count(), 0);
  await screenshot(page, 'accounts-12-dashboard-after-reset');

  // The frame on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'accounts-13-dashboard-phone');
  await page.close();
});
