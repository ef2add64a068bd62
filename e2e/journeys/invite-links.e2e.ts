import { AUTH_TEXTS, INVITE_EXPIRY_DAYS, INVITE_MESSAGES, inviteLinkPath, WORKSPACE_ROLE_LABELS, type CreatedInviteResponse } from '@cricket/contracts';
import { newUser, registerUser, settledPopup, signedInContextPage, useJourney } from '../harness';

jest.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };

describe('invite links', () => {
  const journey = useJourney();

  it('an admin shares a single-use link; a new user joins on a phone with its role; a second use is refused', async () => {
    const { baseUrl, browser } = journey;
    const admin = await registerUser(baseUrl);
    const workspaceName = admin.registered.workspace.name;

    // The admin creates a read-only, single-use link in Workspace Settings and reads it off the page.
    const settings = await signedInContextPage(browser, baseUrl, admin.session);
    await settings.goto(`${baseUrl}/workspace-settings`);
    const card = settings.locator('.ant-card').filter({ hasText: 'Invite links' });
    await card.getByRole('combobox', { name: 'Role of the invite link' }).click();
    await settledPopup(settings, 'ant-select-dropdown').getByTitle(WORKSPACE_ROLE_LABELS.workspace_readonly).click();
    await card.getByRole('button', { name: /Create link/ }).click();
    const link = await card.getByRole('textbox', { name: 'New invite link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/invite/[A-Za-z0-9_-]{43}$`));
    await card.getByText('0 / 1').waitFor();

    // A freshly registered user opens it on a phone, joins, and lands on / in that workspace.
    const joiner = await registerUser(baseUrl);
    const phone = await signedInContextPage(browser, baseUrl, joiner.session, PHONE);
    await phone.goto(link);
    await phone.getByText(`You are invited as ${WORKSPACE_ROLE_LABELS.workspace_readonly}`, { exact: false }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const reloaded = phone.waitForEvent('load');
    await phone.getByRole('button', { name: `Join ${workspaceName}` }).click();
    await reloaded;
    await phone.waitForURL(`${baseUrl}/`);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.locator('.ant-drawer').getByTestId('workspace-selector').getByText(workspaceName).waitFor();

    // The admin sees the new member with the link's role.
    await settings.reload();
    const row = settings.locator('tr').filter({ hasText: joiner.user.username });
    await row.getByRole('combobox', { name: `Role of ${joiner.user.username}` }).waitFor();
    expect(await row.locator('.ant-select-content, .ant-select-selection-item').first().innerText()).toBe(WORKSPACE_ROLE_LABELS.workspace_readonly);

    // The link was for one person: the next one is told so and offered no join.
    const latecomer = await registerUser(baseUrl);
    const second = await signedInContextPage(browser, baseUrl, latecomer.session, PHONE);
    await second.goto(link);
    await second.getByText(INVITE_MESSAGES.usedUp).waitFor();
    expect(await second.getByRole('button', { name: `Join ${workspaceName}` }).count()).toBe(0);
    const refused = await latecomer.session.request<{ message: string }>('POST', new URL(link).pathname.replace('/invite/', '/api/invites/') + '/accept');
    expect(refused).toEqual({ status: 410, body: { statusCode: 410, message: INVITE_MESSAGES.usedUp, error: 'Gone' } });
  });

  it('a signed-out visitor creates an account from the link, signs in and is brought back to join', async () => {
    const { baseUrl, browser } = journey;
    const admin = await registerUser(baseUrl);
    const workspaceName = admin.registered.workspace.name;
    const created = await admin.session.request<CreatedInviteResponse>('POST', `/api/workspaces/${admin.registered.workspace.id}/invites`, {
      role: 'member',
      expiresInDays: INVITE_EXPIRY_DAYS[0],
      maxUses: null,
    });
    expect(created.status).toBe(201);
    const link = inviteLinkPath(created.body.token);

    const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
    await visitor.goto(`${baseUrl}${link}`);
    await visitor.getByText('Sign in to join').waitFor();
    await visitor.getByRole('button', { name: 'Create account' }).click();

    const person = newUser();
    await visitor.getByLabel('Full Name').fill(person.name);
    await visitor.getByLabel('Username').fill(person.username);
    await visitor.getByLabel('Email').fill(person.email);
    await visitor.getByLabel('Password').fill(person.password);
    await visitor.getByRole('button', { name: 'Create Account' }).click();
    await visitor.getByText(AUTH_TEXTS.registeredBanner).waitFor();

    await visitor.getByPlaceholder('Enter your username or email').fill(person.username);
    await visitor.getByPlaceholder('Enter your password').fill(person.password);
    await visitor.getByRole('button', { name: 'Sign In' }).click();
    await visitor.waitForURL(`${baseUrl}${link}`);
    const reloaded = visitor.waitForEvent('load');
    await visitor.getByRole('button', { name: `Join ${workspaceName}` }).click();
    await reloaded;
    await visitor.waitForURL(`${baseUrl}/`);
    await visitor.getByRole('button', { name: 'Open menu' }).click();
    await visitor.locator('.ant-drawer').getByTestId('workspace-selector').getByText(workspaceName).waitFor();
  });

  it('a sign-in link cannot send anyone off the site', async () => {
    const { baseUrl, browser } = journey;
    const member = await registerUser(baseUrl);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl}/login?next=${encodeURIComponent('//evil.example/x')}`);
    await page.getByPlaceholder('Enter your username or email').fill(member.user.username);
    await page.getByPlaceholder('Enter your password').fill(member.user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});
