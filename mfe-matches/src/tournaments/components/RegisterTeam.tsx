import { TOURNAMENT_MESSAGES, type TournamentResponse, type TournamentTeamResponse } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Alert, Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useMyTeams } from '../../teams/hooks/useTeamQueries';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useRegisterTeam } from '../hooks/useTournamentTeams';

/** Register one of my teams while registration is open and places remain. */
export function RegisterTeam({ tournament, registered }: { tournament: TournamentResponse; registered: TournamentTeamResponse[] }) {
  const [teamId, setTeamId] = useState<number | null>(null);
  const myTeams = useMyTeams();
  const register = useRegisterTeam(String(tournament.id));
  const taken = new Set(registered.map((t) => t.teamId));
  const options = (myTeams.data ?? []).filter((team) => !taken.has(team.id)).map((team) => ({ value: team.id, label: team.name }));

  if (!tournament.acceptsEntries) return <Alert type="info" showIcon title={TOURNAMENT_MESSAGES.registrationClosed} />;
  if (registered.length >= tournament.maxTeams) return <Alert type="info" showIcon title={TOURNAMENT_MESSAGES.full} />;

  const submit = () => {
    if (teamId === null) return;
    register.mutate(
      { teamId },
      {
        onSuccess: () => {
          toastSuccess(TOURNAMENT_SCREEN_TEXTS.teamRegisteredTitle, options.find((o) => o.value === teamId)?.label);
          setTeamId(null);
        },
        onError: (error) => toastError(TOURNAMENT_SCREEN_TEXTS.registerFailedTitle, errorMessage(error, TOURNAMENT_SCREEN_TEXTS.registerFailedTitle)),
      },
    );
  };

  return (
    <Flex gap={8} wrap>
      <Select
        aria-label={TOURNAMENT_SCREEN_TEXTS.registerTeamPlaceholder}
        placeholder={TOURNAMENT_SCREEN_TEXTS.registerTeamPlaceholder}
        style={{ minWidth: 240 }}
        value={teamId}
        onChange={setTeamId}
        options={options}
        loading={myTeams.isLoading}
      />
      <Button type="primary" disabled={teamId === null} loading={register.isPending} onClick={submit}>
        {TOURNAMENT_SCREEN_TEXTS.registerTeam}
      </Button>
    </Flex>
  );
}
