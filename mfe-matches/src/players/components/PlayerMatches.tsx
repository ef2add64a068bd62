import { formatDate, type PlayerMatchEntry } from '@cricket/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { Link } from '@cricket/shell-sdk/router';
import { fieldingText, inningsText, spellText } from '../figures';
import { PLAYER_SCREEN_TEXTS as TEXTS } from '../texts';
import { PlainTable, type PlainColumn } from './PlainTable';

/** Matches shown before 'Show all': a season's worth, short enough for a phone. */
export const MATCHES_SHOWN = 20;

const columns: PlainColumn<PlayerMatchEntry>[] = [
  { title: TEXTS.date, key: 'date', render: (entry) => formatDate(entry.date) },
  {
    title: TEXTS.match,
    key: 'match',
    render: (entry) => (
      <>
        <Link to={`/matches/${entry.matchId}`}>{`${entry.team1Name} v ${entry.team2Name}`}</Link>
        {entry.playerOfTheMatch && (
          <Tag color="gold" style={{ marginInlineStart: 8 }}>
            {TEXTS.playerOfTheMatch}
          </Tag>
        )}
        {entry.tournamentName && <div>{entry.tournamentName}</div>}
      </>
    ),
  },
  { title: TEXTS.batting, key: 'batting', render: (entry) => entry.figures.batting.map(inningsText).join(' & ') || '—' },
  { title: TEXTS.bowling, key: 'bowling', render: (entry) => entry.figures.bowling.map((spell) => spellText(spell, entry.figures.ballsPerOver)).join(' & ') || '—' },
  { title: TEXTS.fielding, key: 'fielding', render: (entry) => fieldingText(entry.figures.fielding) || '—' },
  { title: TEXTS.result, key: 'result', render: (entry) => entry.result ?? '—' },
];

/** Every completed match of the player, latest first, with their figures in it. */
export function PlayerMatches({ matches }: { matches: PlayerMatchEntry[] }) {
  const [all, showAll] = useState(false);
  const shown = all ? matches : matches.slice(0, MATCHES_SHOWN);
  return (
    <>
      <PlainTable caption={TEXTS.matchesTitle(matches.length)} columns={columns} rows={shown} rowKey={(entry) => entry.matchId} empty={TEXTS.noMatches} />
      {shown.length < matches.length && (
        <Button type="link" onClick={() => showAll(true)}>
          {TEXTS.showAllMatches(matches.length)}
        </Button>
      )}
    </>
  );
}
