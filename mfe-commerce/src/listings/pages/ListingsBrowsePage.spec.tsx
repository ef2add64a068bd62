import { COMMERCE_API } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { newListing } from '../../test/factories';
import { renderCommerce } from '../../test/renderCommerce';
import { LISTING_TEXTS } from '../../texts';

jest.setTimeout(30_000);

describe('Listings type filter (/listings)', () => {
  const umpire = newListing({ id: 1, resourceType: 'UMPIRE', title: 'Hunting for an umpire' });
  const team = newListing({ id: 2, resourceType: 'TEAM', title: 'Team for a friendly' });

  it('asks the service for the chosen type and shows only its answer', async () => {
    const calls = mockApi({ [COMMERCE_API.listings]: ok([umpire, team]), [`${COMMERCE_API.listings}?type=UMPIRE`]: ok([umpire]) });
    renderCommerce('/listings');
    expect(await screen.findByText(team.title)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: LISTING_TEXTS.type }));
    fireEvent.click(await screen.findByTitle('Umpire'));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain(`${COMMERCE_API.listings}?type=UMPIRE`));
    expect(await screen.findByText(umpire.title)).toBeTruthy();
    expect(screen.queryByText(team.title)).toBeNull();
  });

  it('offers only the types a listing can be stored as (coach and other become player)', async () => {
    mockApi({ [COMMERCE_API.listings]: ok([]) });
    renderCommerce('/listings');
    expect(await screen.findByText(LISTING_TEXTS.noListings)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: LISTING_TEXTS.type }));
    expect(await screen.findByTitle('Player')).toBeTruthy();
    expect(screen.queryByTitle('Coach')).toBeNull();
    expect(screen.queryByTitle('Other')).toBeNull();
  });
});
