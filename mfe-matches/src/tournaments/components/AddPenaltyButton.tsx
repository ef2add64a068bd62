import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';

// The form's components load when an organiser first opens it, not with every reader's points table.
const AddPenaltyDialog = lazy(() => import('./AddPenaltyDialog'));

export function AddPenaltyButton({ tournamentId }: { tournamentId: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {TOURNAMENT_SCREEN_TEXTS.addPenalty}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AddPenaltyDialog tournamentId={tournamentId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
