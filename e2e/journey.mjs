// Steps every journey repeats: calling the API as a signed-in user, signing
// in through the login page, picking from a MUI select, and a screenshot
// taken once MUI's transitions have settled.
import assert from 'node:assert/strict';
import { screenshot } from './harness.mjs';

export const demoPassword = 'hirekit-demo';

// apiData calls /api/v1 with a bearer token and a JSON body, asserts a 2xx
// and returns the envelope's data.
export async function apiData(server, method, path, token, body) {
  const response = await fetch(server.url(`/api/v1${path}`), {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

// signIn signs in through /login, first dropping whatever session the
// browser holds (a fresh page has no storage to clear).
export async function signIn(server, page, email, password = demoPassword) {
  await page.evaluate(() => {
    try {
      localStorage.clear();
    } catch {
      // about:blank has no storage.
    }
  });
  await page.goto(server.url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

// choose opens a labelled MUI select and picks an option.
export async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

// settledScreenshot waits for MUI's transitions (menus, toasts, dialogs),
// then checks accessibility and saves (harness.screenshot).
export async function settledScreenshot(page, name, waitMs = 500) {
  await page.waitForTimeout(waitMs);
  return screenshot(page, name);
}
