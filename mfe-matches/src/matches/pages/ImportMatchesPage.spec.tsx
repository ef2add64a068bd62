import { callsOf, permissionRow, scriptedApi } from '@cricket/shell-sdk/testing';
import { renderScreen } from '../../test/renderScreen';
import { DEFAULT_TIE_BREAKERS, MATCH_FILE_MESSAGES, MATCH_FILE_PATHS, type MatchImportBatchRequest, type TournamentResponse } from '@cricket/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { strToU8, zipSync } from 'fflate';
import { IMPORT_SCREEN_TEXTS as TEXTS } from '../../texts';
import { ImportMatchesPage } from './ImportMatchesPage';

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

const tournament = (id: number, name: string, workspaceId: number): TournamentResponse => ({
  id, workspaceId, workspaceName: 'Riverside CC', name, format: 't20', status: 'ongoing', acceptsEntries: false, startDate: '2026-12-10', endDate: null,
  registrationDeadline: null, maxTeams: 8, playersPerSide: 11, teamsCount: 0, matchesCount: null, venues: null, venueNames: [], coverImage: null,
  description: null, fixtureType: null, tieBreakers: [...DEFAULT_TIE_BREAKERS], createdBy: 7, createdAt: '', updatedAt: '',
});

const matchFile = (teams: string[]) => JSON.stringify({ info: { teams }, innings: [] });
const file = (name: string, content: string | Uint8Array) => new File([content as BlobPart], name);

describe('ImportMatchesPage', () => {
  it('imports picked files, a zip’s JSON files included, into a chosen tournament of the workspace, and lists each file’s outcome', async () => {
    const batchPath = MATCH_FILE_PATHS.importBatch('cricsheet', 5);
    const fetchMock = scriptedApi(({ path, body }) => {
      if (path === '/api/my/tournaments') return { status: 200, body: { tournaments: [tournament(5, 'Summer League', 3), tournament(6, 'Their Cup', 9)] } };
      if (path === batchPath) {
        const { files } = body as MatchImportBatchRequest;
        return {
          status: 200,
          body: {
            results: files.map(({ name }, index) =>
              index === 0 ? { name, id: 40, alreadyImported: false } : index === 1 ? { name, id: 41, alreadyImported: true } : { name, error: 'Not a Cricsheet match file: info is missing' },
            ),
          },
        };
      }
      return { status: 200, body: [] };
    });
    renderScreen(<ImportMatchesPage />, { path: '/my/matches/import', permissions: [permissionRow('matches', { canView: true, canCreate: true })] });

    const select = screen.getByLabelText(TEXTS.tournament);
    fireEvent.mouseDown(select);
    const dropdown = await waitFor(() => document.querySelector('.ant-select-dropdown') as HTMLElement);
    expect(within(dropdown).queryByTitle('Their Cup')).toBeNull();
    fireEvent.click(await within(dropdown).findByTitle('Summer League'));

    const zip = zipSync({ 'season/b.json': strToU8(matchFile(['C', 'D'])), 'season/README.md': strToU8('# notes') });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('a.json', matchFile(['A', 'B'])), file('season.zip', zip), file('c.json', '{"info": '), file('d.json', '{}')] } });
    await screen.findByText(TEXTS.picked(4));

    fireEvent.click(screen.getByRole('button', { name: TEXTS.importButton }));
    await screen.findByText(TEXTS.summary(1, 1, 2));
    const [batch] = callsOf(fetchMock).filter((request) => request.path === batchPath);
    expect((batch.body as MatchImportBatchRequest).files.map((one) => one.name)).toEqual(['a.json', 'b.json', 'd.json']);
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('/batch'))![0])).toContain('tournamentId=5');
    expect(screen.getByText(MATCH_FILE_MESSAGES.notJson)).toBeTruthy();
    expect(screen.getByText('Not a Cricsheet match file: info is missing')).toBeTruthy();
    expect(screen.getByText(TEXTS.progress(4, 4))).toBeTruthy();
    expect(screen.getAllByRole('link', { name: TEXTS.openMatch }).map((link) => link.getAttribute('href'))).toEqual(['/my/matches/40', '/my/matches/41']);
  });
});
