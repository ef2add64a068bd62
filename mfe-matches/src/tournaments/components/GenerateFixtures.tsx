import { generatedFixturesCount, TOURNAMENT_FIXTURE_TYPE_LABELS, TOURNAMENT_FIXTURE_TYPES, TOURNAMENT_MESSAGES, type TournamentFixtureType } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Button, Flex, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useGenerateFixtures } from '../hooks/useFixtures';

/**
 * The organiser picks the fixture type (round robin or knockout) and generates the fixtures once,
 * after confirming what that creates for the `teams` registered.
 */
export function GenerateFixtures({ tournamentId, teams }: { tournamentId: string; teams: number }) {
  const [type, setType] = useState<TournamentFixtureType>('round_robin');
  const generate = useGenerateFixtures(tournamentId);
  const matches = generatedFixturesCount(type, teams);
  return (
    <Flex gap={8} wrap>
      <Select
        aria-label="Fixture type"
        value={type}
        onChange={setType}
        style={{ minWidth: 180 }}
        options={TOURNAMENT_FIXTURE_TYPES.map((value) => ({ value, label: TOURNAMENT_FIXTURE_TYPE_LABELS[value] }))}
      />
      <Popconfirm
        title={TOURNAMENT_SCREEN_TEXTS.generateFixturesConfirm(TOURNAMENT_FIXTURE_TYPE_LABELS[type], teams, matches)}
        okText={TOURNAMENT_SCREEN_TEXTS.generateFixtures}
        onConfirm={() =>
          generate.mutate(
            { type },
            {
              onSuccess: (fixtures) => toastSuccess(TOURNAMENT_SCREEN_TEXTS.fixturesGeneratedTitle, `${fixtures.matches.length} ${TOURNAMENT_SCREEN_TEXTS.matches.toLowerCase()}`),
              onError: (error) => toastError(TOURNAMENT_SCREEN_TEXTS.fixturesFailedTitle, errorMessage(error, TOURNAMENT_SCREEN_TEXTS.fixturesFailedTitle)),
            },
          )
        }
      >
        {/* Too few teams make no match: nothing to confirm, the button says why. */}
        <Button type="primary" loading={generate.isPending} disabled={matches === 0} title={matches === 0 ? TOURNAMENT_MESSAGES.notEnoughTeams : undefined}>
          {TOURNAMENT_SCREEN_TEXTS.generateFixtures}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
