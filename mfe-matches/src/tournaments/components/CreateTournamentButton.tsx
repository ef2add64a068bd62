import { TOURNAMENT_TEXTS } from '@cricket/contracts';
import { useCan, useWorkspace } from '@cricket/shell-sdk';
import { Button } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';

/**
 * 'Create Tournament' (core §6): shown only with a workspace; without the tournaments edit
 * permission it is disabled with the spec's title.
 */
export function CreateTournamentButton() {
  const { current } = useWorkspace();
  const allowed = useCan('tournaments', 'edit');
  const navigate = useNavigate();
  if (!current) return null;
  if (!allowed) {
    return (
      <span title={TOURNAMENT_TEXTS.createDenied} data-permission-denied="true">
        <Button type="primary" disabled>
          {TOURNAMENT_TEXTS.createButton}
        </Button>
      </span>
    );
  }
  return (
    <Button type="primary" onClick={() => navigate('/tournaments/create')}>
      {TOURNAMENT_TEXTS.createButton}
    </Button>
  );
}
