import { Flex, Select } from 'antd';
import { ALL, type useCareerFilter } from '../hooks/useCareerFilter';
import { PLAYER_SCREEN_TEXTS as TEXTS } from '../texts';

/** One choice: all of them first, then each by name. */
function Picker({ label, all, value, choices, onChange }: { label: string; all: string; value: number | null; choices: Map<number, string>; onChange: (value: number) => void }) {
  return (
    <Select<number>
      aria-label={label}
      value={value ?? ALL}
      onChange={onChange}
      style={{ minWidth: 150, maxWidth: '100%' }}
      options={[{ value: ALL, label: all }, ...[...choices].map(([id, name]) => ({ value: id, label: name }))]}
    />
  );
}

/** The choices above a player's career: a season, a tournament, and a squad where the player has several. */
export function CareerFilters({ choices }: { choices: ReturnType<typeof useCareerFilter> }) {
  const { filter, seasons, tournaments, squads, set } = choices;
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <Picker
        label={TEXTS.season}
        all={TEXTS.allSeasons}
        value={filter.season}
        choices={new Map(seasons.map((season) => [season, String(season)]))}
        onChange={(value) => set('season', value)}
      />
      {tournaments.size > 0 && (
        <Picker label={TEXTS.tournament} all={TEXTS.allTournaments} value={filter.tournamentId} choices={tournaments} onChange={(value) => set('tournament', value)} />
      )}
      {squads.size > 1 && <Picker label={TEXTS.squad} all={TEXTS.allSquads} value={filter.squad} choices={squads} onChange={(value) => set('squad', value)} />}
    </Flex>
  );
}
