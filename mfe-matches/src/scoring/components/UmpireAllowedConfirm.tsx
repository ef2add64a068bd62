import { Popconfirm } from 'antd';
import type { ReactElement } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';

/**
 * A choice a check of the Laws refuses, made anyway because the umpire allowed it (Law 17.5:
 * play as called stands). The refusal is the question, so the scorer confirms knowing why.
 */
export function UmpireAllowedConfirm({ refused, onConfirm, children }: { refused: string; onConfirm: () => void; children: ReactElement }) {
  return (
    <Popconfirm title={refused} description={TEXTS.umpireAllowedQuestion} okText={TEXTS.umpireAllowed} cancelText={TEXTS.cancel} onConfirm={onConfirm}>
      {children}
    </Popconfirm>
  );
}
