import { TOURNAMENT_FIXTURE_TYPE_LABELS, TOURNAMENT_FIXTURE_TYPES, type TournamentFixtureType } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useGenerateFixtures } from '../hooks/useFixtures';

/** The organiser picks the fixture type (round robin or knockout) and generates the fixtures once. */
export function GenerateFixtures({ tournamentId }: { tournamentId: string }) {
  const [type, setType] = useState<TournamentFixtureType>('round_robin');
  const generate = useGenerateFixtures(tournamentId);
  return (
    <Flex gap={8} wrap>
      <Select
        aria-label="Fixture type"
        value={type}
        onChange={setType}
        style={{ minWidth: 180 }}
        options={TOURNAMENT_FIXTURE_TYPES.map((value) => ({ value, label: TOURNAMENT_FIXTURE_TYPE_LABELS[value] }))}
      />
      <Button
        type="primary"
        loading={generate.isPending}
        onClick={() =>
          generate.mutate(
            { type },
            {
              onSuccess: (fixtures) => toastSuccess(TOURNAMENT_SCREEN_TEXTS.fixturesGeneratedTitle, `${fixtures.matches.length} ${TOURNAMENT_SCREEN_TEXTS.matches.toLowerCase()}`),
              onError: (error) => toastError(TOURNAMENT_SCREEN_TEXTS.fixturesFailedTitle, errorMessage(error, TOURNAMENT_SCREEN_TEXTS.fixturesFailedTitle)),
            },
          )
        }
      >
        {TOURNAMENT_SCREEN_TEXTS.generateFixtures}
      </Button>
    </Flex>
  );
}
