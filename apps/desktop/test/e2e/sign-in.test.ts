/** Signing in and out, wrong credentials, and the end of a session when the server refuses the token. */
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';

describe.skipIf(!browserAvailable)('sign in', async () => {
  const stack = await startDesktopStack();

  it('shows the server message for wrong credentials and signs a manager in to the dashboard', async () => {
    const manager = await stack.createUser('manager');
    const page = await stack.newPage();
    await screenshot(page, 'sign-in');
    await stack.submitSignIn(page, { ...manager, password: 'not-the-password' });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password');
    await stack.signIn(page, manager);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('signs out back to the sign-in screen', async () => {
    const manager = await stack.createUser('manager');
    const page = await stack.newPage();
    await stack.signIn(page, manager);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
  });

  it('returns to sign-in with a message when the session is no longer accepted', async () => {
    const manager = await stack.createUser('manager');
    const admin = await stack.api(await stack.createUser('admin'));
    const page = await stack.newPage();
    await stack.signIn(page, manager);
    const [user] = (await admin.users.list.query({ search: manager.email })).items;
    await admin.users.deactivate.mutate({ id: user!.id });
    await page.getByRole('link', { name: 'Categories' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Your session has expired');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('keeps a remembered session across a reload, and a deliberate sign-out forgets it and the page', async () => {
    const manager = await stack.createUser('manager');
    const page = await stack.newPage();
    await page.getByLabel('Remember me on this computer').check();
    await stack.signIn(page, manager);
    await page.getByRole('link', { name: 'Categories' }).click();
    await page.reload();
    await page.getByTestId('current-user').filter({ hasText: manager.email }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/categories');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await stack.signIn(page, manager);
    // Lands on the home screen, not the previous session's page.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
  });
});

describe.skipIf(!browserAvailable)('rate limited', async () => {
  // Signing in (login) and the dashboard's first request use the window's two; Categories finds the count at the maximum.
  const stack = await startDesktopStack({ RATE_LIMIT_MAX: 2 });

  it("shows the server's 429 message, not a connection failure", async () => {
    const manager = await stack.createUser('manager');
    const page = await stack.newPage();
    await stack.signIn(page, manager);
    await page.getByRole('link', { name: 'Categories' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Too many requests');
  });
});
