import { AUTH_TEXTS, IDENTITY_MESSAGES, REGISTRATION_MESSAGES, STORAGE_KEYS, WORKSPACE_TEXTS } from '@cricket/contracts';
import type { Browser, Page } from 'playwright-core';
import { UI_TEXTS as TRAINING_TEXTS } from '../../mfe-training/src/texts';
import { eventually, fieldErrors, launchBrowser, newUser, recordToasts, registerUser, settledPopup, startSystem, type NewUser } from '../harness';

// SHELL_E2E_BASE_URL points the journeys at an already running system (local debugging).
async function system() {
  const external = process.env.SHELL_E2E_BASE_URL;
  return external ? { baseUrl: external, stop: async () => undefined } : startSystem();
}

let running: { baseUrl: string; stop: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  running = await system();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  return context.newPage();
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${running.baseUrl}/login`);
  await page.getByPlaceholder('Enter your username or email').fill(username);
  await page.getByPlaceholder('Enter your password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function expectSignedIn(page: Page) {
  await page.waitForURL(`${running.baseUrl}/`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** The account menu's entries once `settled` shows in it (Management waits for the member's permissions). */
async function accountMenuEntries(page: Page, settled: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.locator('.ant-dropdown-menu').last();
  await menu.getByText(settled, { exact: true }).waitFor();
  const entries = await menu.locator('.ant-dropdown-menu-item, .ant-dropdown-menu-item-group-title').allInnerTexts();
  await page.keyboard.press('Escape');
  return entries.map((e) => e.trim());
}

describe('shell: registration and sign-in', () => {
  it('shows every field error for bad input, registers, and shows the banner', async () => {
    const page = await newPage();
    await page.goto(`${running.baseUrl}/auth/register`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    const allErrors = [REGISTRATION_MESSAGES.name, REGISTRATION_MESSAGES.username, REGISTRATION_MESSAGES.email, REGISTRATION_MESSAGES.password];
    await eventually(async () => expect(await fieldErrors(page)).toEqual(allErrors));

    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await eventually(async () => expect(await fieldErrors(page)).toEqual(allErrors));

    const user = newUser();
    await page.getByLabel('Full Name').fill(user.name);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(/\/auth\/login\?registered=true&t=\d+/);
    await page.getByText(AUTH_TEXTS.registeredBanner).waitFor();
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.defaultWorkspaceInfo);
    expect(JSON.parse(stored ?? '{}')).toEqual({ id: expect.any(Number), name: expect.any(String) });

    await page.getByPlaceholder('Enter your username or email').fill(user.username);
    await page.getByPlaceholder('Enter your password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  it('signs in with username and with email, rejects a wrong password, and logs out', async () => {
    const { user } = await registerUser(running.baseUrl);
    const page = await newPage();
    const toasts = await recordToasts(page);

    await signIn(page, user.username, 'wrong-password');
    await page.getByRole('alert').getByText('Invalid username or password').waitFor();
    expect(page.url()).toContain('/login');

    await signIn(page, user.username, user.password);
    await expectSignedIn(page);
    // Home is their own day in their workspace now, not the landing page.
    await page.getByRole('heading', { name: `Welcome back, ${user.name}` }).waitFor();
    await page.getByRole('region', { name: 'Live and next matches' }).getByText('No live or upcoming matches in this workspace.').waitFor();
    expect(await page.getByRole('link', { name: 'Create a free account' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    const reloaded = page.waitForEvent('load');
    const loggedOut = toasts.shown(AUTH_TEXTS.loggedOutTitle, toasts.count());
    await settledPopup(page, 'ant-dropdown').getByRole('menuitem', { name: 'Logout' }).click();
    await loggedOut;
    await reloaded;
    await page.getByRole('button', { name: 'Login' }).waitFor();

    await signIn(page, user.email, user.password);
    await expectSignedIn(page);
    await page.context().close();
  });
});

describe("shell: antd's styles", () => {
  it("draws antd's components from its stylesheet in the theme's colours, generating no styles as they render", async () => {
    const page = await newPage();
    await page.goto(`${running.baseUrl}/login`);
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    expect(await page.locator('link#antd-styles').getAttribute('rel')).toBe('stylesheet');
    // The theme's primary green (#0f7b3f), a token that reaches the stylesheet as a CSS variable.
    expect(await signIn.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(15, 123, 63)');
    // Styles generated at run time are scoped by a hash class (`:where(.css-…)`); the stylesheet's are not.
    const generated = await page.evaluate(() => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes(':where(.css-')).length);
    expect(generated).toBe(0);
    await page.context().close();
  });
});

describe('shell: workspaces and the account menu', () => {
  it('reads the session once on a cold signed-in load, asked for by the entry before the app code runs', async () => {
    const { user, registered } = await registerUser(running.baseUrl);
    const page = await newPage();
    // The signed-in page reads the permissions last; counting starts once it has, so none of its reads is counted.
    const signedInPageRead = page.waitForResponse((response) => response.url().endsWith('/members/me/permissions'));
    await signIn(page, user.username, user.password);
    await expectSignedIn(page);
    await signedInPageRead;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // Which script asked for the user: the entry (main.js), not the app's chunks once they have arrived.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const userAskedBy: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (new URL(request.url).pathname === '/api/user') userAskedBy.push(...(initiator.stack?.callFrames ?? []).filter((frame) => frame.url).map((frame) => new URL(frame.url).pathname));
    });
    await page.reload();
    await page.getByTestId('workspace-selector').getByText(registered.workspace.name).waitFor();
    const permissions = `/api/workspaces/${registered.workspaceId}/members/me/permissions`;
    // The account menu asks for the permissions: once they are read, every session read is.
    await eventually(async () => expect(requested).toContain(permissions));
    const reads = ['/api/user', '/api/workspaces', '/api/workspaces/current', permissions];
    expect(reads.map((read) => requested.filter((path) => path === read).length)).toEqual([1, 1, 1, 1]);
    expect(new Set(userAskedBy)).toEqual(new Set(['/assets/main.js']));
    await page.context().close();
  });

  it('creates a workspace, switches to it with a toast and reload, and switches back', async () => {
    const { user, registered } = await registerUser(running.baseUrl);
    const page = await newPage();
    const toasts = await recordToasts(page);
    // The switch toasts, then reloads the page: wait for both from before the action.
    const switchedAndReloaded = () => Promise.all([toasts.shown(WORKSPACE_TEXTS.changedTitle, toasts.count()), page.waitForEvent('load')]);
    await signIn(page, user.username, user.password);
    await expectSignedIn(page);

    const selector = page.getByTestId('workspace-selector');
    await selector.getByText(registered.workspace.name).waitFor();
    await selector.click();
    await settledPopup(page, 'ant-dropdown').getByRole('menuitem', { name: registered.workspace.name }).waitFor();
    await settledPopup(page, 'ant-dropdown').getByRole('menuitem', { name: 'Create Workspace' }).click();
    const dialog = page.getByRole('dialog');
    const create = dialog.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Workspace name').fill('   ');
    expect(await create.isDisabled()).toBe(true);
    // A name the workspace menu could not tell from one they have is refused before Create.
    await dialog.getByLabel('Workspace name').fill(` ${registered.workspace.name.toUpperCase()} `);
    await dialog.getByText(IDENTITY_MESSAGES.nameTaken(registered.workspace.name.toUpperCase())).waitFor();
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Workspace name').fill('Riverside Cricket Club');
    const created = switchedAndReloaded();
    await create.click();
    await created;
    await selector.getByText('Riverside Cricket Club').waitFor();

    await selector.click();
    const switchedBack = switchedAndReloaded();
    await settledPopup(page, 'ant-dropdown').getByRole('menuitem', { name: registered.workspace.name }).click();
    await switchedBack;
    await selector.getByText(registered.workspace.name).waitFor();
    await page.context().close();
  });

  it('shows the account menu entries of each role', async () => {
    const cases: { role: NewUser['role']; label: string; present: string[]; absent: string[] }[] = [
      { role: 'player', label: 'Player', present: ['My Enrollments', 'Settings'], absent: ['Coach Enrollments', 'Revenue Summary', 'Subscription Manager'] },
      { role: 'coach', label: 'Coach', present: ['Coach Enrollments', 'Revenue Summary', 'Subscription Manager', 'Settings'], absent: ['My Enrollments'] },
      { role: 'general', label: 'Fan/General User', present: ['Revenue Summary', 'Subscription Manager'], absent: ['My Enrollments', 'Coach Enrollments'] },
    ];
    const common = ['Profile', 'Daily Diary', 'Matches', 'My Tournaments', 'Teams', 'My Listings', 'Workspace Listings', 'My Products', 'My Orders', 'Expenses', 'Attendance', 'Logout'];
    for (const { role, label, present, absent } of cases) {
      const { user } = await registerUser(running.baseUrl, { role });
      const page = await newPage();
      await signIn(page, user.username, user.password);
      await expectSignedIn(page);
      await page.getByTestId('workspace-selector').getByText(/Workspace/).waitFor();
      // Each registers with a workspace of their own, as its admin: Management is theirs.
      const entries = await accountMenuEntries(page, 'Expenses');
      expect(entries).toContain(`${user.name} (${label})`);
      for (const entry of [...common, ...present]) expect(entries).toContain(entry);
      for (const entry of absent) expect(entries).not.toContain(entry);
      await page.context().close();
    }
  });
});

describe('shell: an area that cannot be fetched', () => {
  it('shows its card while the rest works, and Retry loads the area once it can be fetched', async () => {
    const page = await newPage();
    const entry = '**/remotes/mfe-training/remoteEntry.js';
    await page.route(entry, (route) => route.abort('internetdisconnected'));
    await page.goto(`${running.baseUrl}/attendance`);
    const failed = page.getByText('Attendance could not be loaded');
    await failed.waitFor();
    await page.getByText('The rest of the app still works. Check your connection and try again.').waitFor();
    await page.getByRole('link', { name: 'About Us' }).first().waitFor();
    await page.unroute(entry);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(TRAINING_TEXTS.signInPrompt).waitFor();
    expect(await failed.count()).toBe(0);
    await page.context().close();
  });
});

describe('shell: small screens (390 px)', () => {
  it('has a working bottom navigation and slide-out menu', async () => {
    const page = await newPage(390);
    await page.goto(`${running.baseUrl}/`);
    const bottomNav = page.getByRole('navigation', { name: 'Bottom navigation' });
    await bottomNav.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);

    await bottomNav.getByRole('link', { name: 'Attendance' }).click();
    await page.waitForURL(`${running.baseUrl}/attendance`);
    // The training remote answers a signed-out visitor with its sign-in prompt.
    await page.getByText(TRAINING_TEXTS.signInPrompt).waitFor();
    await bottomNav.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${running.baseUrl}/login?next=${encodeURIComponent('/attendance')}`);

    await page.goto(`${running.baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.mobile-menu .ant-drawer-section');
    await drawer.waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await drawer.getByRole('menuitem', { name: 'About Us' }).click();
    await page.waitForURL(`${running.baseUrl}/about-us`);
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.waitFor();
    await page.mouse.click(370, 400);
    await drawer.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it("shows a signed-in member's whole account menu on a phone, Logout included, without scrolling inside it", async () => {
    const { user } = await registerUser(running.baseUrl, { role: 'coach' });
    const page = await newPage(390);
    await signIn(page, user.username, user.password);
    await expectSignedIn(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.locator('.ant-dropdown-menu').last();
    await menu.getByText('Expenses', { exact: true }).waitFor();
    const logout = await menu.getByRole('menuitem', { name: 'Logout' }).boundingBox();
    const bottomNav = await page.getByRole('navigation', { name: 'Bottom navigation' }).boundingBox();
    expect(await menu.evaluate((list) => list.scrollHeight - list.clientHeight)).toBeLessThanOrEqual(1);
    expect(logout!.y + logout!.height).toBeLessThanOrEqual(bottomNav!.y);
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('keeps the footer below the fold on a short page, where it would shift as the page grows', async () => {
    const page = await newPage(390);
    await page.goto(`${running.baseUrl}/attendance`);
    await page.getByText(TRAINING_TEXTS.signInPrompt).waitFor();
    const { footerTop, screen } = await page.evaluate(() => ({ footerTop: document.querySelector('footer')!.getBoundingClientRect().top, screen: window.innerHeight }));
    expect(footerTop).toBeGreaterThanOrEqual(screen);
    await page.context().close();
  });
});
