import { addDays, GROUND_API, utcToday, type GroundResponse } from '@cricket/contracts';
import { groundPayload } from '@cricket/contracts/testing';
import type { Locator, Page } from 'playwright-core';
import { created, lionsVersusTigers, registerUser, showsScore, signedInContextPage, useJourney } from '../harness';

jest.setTimeout(180_000);

/** Presses Tab until `target` (or something inside it) has the focus, as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}`);
}

/** Opens the focused antd select with the arrow key and walks its options to `option`, then picks it with Enter. */
async function pickWithArrows(page: Page, option: string, limit = 30): Promise<void> {
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active');
  for (let presses = 0; presses < limit; presses++) {
    if ((await active.innerText().catch(() => '')).trim() === option) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the arrow keys never reached the option ${option}`);
}

describe('keyboard only', () => {
  const journey = useJourney();

  it('a member books two slots on the availability calendar without a mouse', async () => {
    const { baseUrl, browser } = journey;
    const member = await registerUser(baseUrl);
    const ground = await created<GroundResponse>(member.session, GROUND_API.grounds, groundPayload({ name: `Keyboard Oval ${Date.now().toString(36)}` }));
    const page = await signedInContextPage(browser, baseUrl, member.session);
    await page.goto(`${baseUrl}/ground-booking`);

    await tabTo(page, page.getByRole('tab', { name: 'Availability Calendar' }));
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ hasText: ground.name });
    // Tomorrow: every slot of today may have passed.
    await tabTo(page, page.getByRole('button', { name: 'Next Day' }));
    await page.keyboard.press('Enter');
    await tabTo(page, row.getByRole('button', { name: '9:00 AM Available' }));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('checkbox', { name: '10:00 AM' }));
    await page.keyboard.press('Space');
    await dialog.getByRole('checkbox', { name: '10:00 AM', checked: true }).waitFor();
    await tabTo(page, dialog.getByRole('combobox', { name: 'Purpose' }));
    await pickWithArrows(page, 'Team Practice');
    await tabTo(page, dialog.getByRole('button', { name: 'Request Booking' }));
    await page.keyboard.press('Enter');

    await dialog.waitFor({ state: 'hidden' });
    await row.getByLabel('9:00 AM Booked').waitFor();
    await row.getByLabel('10:00 AM Booked').waitFor();
    const bookings = await member.session.request<{ bookings: { date: string; timeSlots: string[] }[] }>('GET', GROUND_API.userBookings);
    expect(bookings.body.bookings).toEqual([expect.objectContaining({ date: addDays(utcToday(), 1), timeSlots: ['9:00 AM', '10:00 AM'] })]);
  });

  it('a scorer starts a match and scores balls, an extra and an undo without a mouse', async () => {
    const { baseUrl, browser } = journey;
    const scorer = await registerUser(baseUrl);
    const match = await lionsVersusTigers(scorer.session, 5);
    const page = await signedInContextPage(browser, baseUrl, scorer.session);
    await page.goto(`${baseUrl}/my/matches/${match.id}/score`);

    const startForm = page.locator('form', { has: page.getByRole('button', { name: 'Start Scoring' }) });
    await tabTo(page, startForm.getByRole('radio', { name: 'Lions' }));
    await page.keyboard.press('Space');
    await tabTo(page, startForm.getByRole('radio', { name: 'Bat' }));
    await page.keyboard.press('Space');
    await tabTo(page, startForm.getByRole('button', { name: 'Start Scoring' }));
    await page.keyboard.press('Enter');

    for (const [label, player] of [
      ['Striker', 'Lion 1'],
      ['Non-striker', 'Lion 2'],
      ['Opening bowler', 'Tiger 1'],
    ]) {
      await tabTo(page, page.getByRole('combobox', { name: label, exact: true }));
      await pickWithArrows(page, player);
    }
    await tabTo(page, page.getByRole('button', { name: 'Start Innings' }));
    await page.keyboard.press('Enter');

    const pad = page.getByRole('region', { name: 'Outcome' });
    await tabTo(page, pad.getByRole('button', { name: '1', exact: true }));
    await page.keyboard.press('Enter');
    await showsScore(page, '1/0', '0.1');
    await tabTo(page, pad.getByRole('button', { name: '4', exact: true }));
    await page.keyboard.press('Space');
    await showsScore(page, '5/0', '0.2');

    await tabTo(page, pad.getByRole('button', { name: 'WD', exact: true }));
    await page.keyboard.press('Enter');
    const extra = page.getByRole('dialog');
    await tabTo(page, extra.getByRole('button', { name: '0', exact: true }));
    await page.keyboard.press('Enter');
    await showsScore(page, '6/0', '0.2');

    await tabTo(page, page.getByRole('region', { name: "Scorer's calls" }).getByRole('button', { name: /Undo$/ }));
    await page.keyboard.press('Enter');
    await showsScore(page, '5/0', '0.2');
  });
});
