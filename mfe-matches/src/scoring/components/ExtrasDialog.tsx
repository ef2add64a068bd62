import type { RunsKind, ScoringEvent } from '@cricket/contracts';
import { Button, Flex, Modal, Radio } from 'antd';
import { useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { extraEvent, extraRunsChoices, RUNS_KIND_CHOICE, type ExtraKind } from '../utils/deliveries';

const TITLES: Record<ExtraKind, string> = { wide: TEXTS.wideTitle, no_ball: TEXTS.noBallTitle, bye: TEXTS.byeTitle, leg_bye: TEXTS.legByeTitle, overthrow: TEXTS.overthrowsTitle };

/** The runs of a wide, no-ball (off the bat or byes), byes, or the runs completed before overthrows reached the boundary: one tap records the ball. */
export function ExtrasDialog({ kind, onRecord, onClose }: { kind: ExtraKind; onRecord: (event: ScoringEvent) => void; onClose: () => void }) {
  const [runsKind, setRunsKind] = useState<RunsKind>('bat');
  return (
    <Modal open title={TITLES[kind]} onCancel={onClose} footer={null} width={360}>
      {RUNS_KIND_CHOICE.has(kind) && (
        <Radio.Group
          optionType="button"
          value={runsKind}
          onChange={(event) => setRunsKind(event.target.value)}
          style={{ marginBottom: 16 }}
          options={[
            { value: 'bat', label: TEXTS.runsOffBat },
            { value: 'bye', label: TEXTS.byes },
            { value: 'leg_bye', label: TEXTS.legByes },
          ]}
        />
      )}
      <Flex wrap gap={8}>
        {extraRunsChoices(kind, runsKind).map((runs) => (
          <Button key={runs} size="large" style={{ minWidth: 56 }} onClick={() => onRecord(extraEvent(kind, runs, runsKind))}>
            {kind === 'overthrow' ? TEXTS.overthrowRuns(runs) : runs}
          </Button>
        ))}
      </Flex>
    </Modal>
  );
}
