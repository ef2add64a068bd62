import { ReloadOutlined } from '@ant-design/icons';
import { GROUND_TOASTS } from '@cricket/contracts';
import { toast } from '@cricket/shell-sdk';
import { Button } from 'antd';
import { useState } from 'react';
import { GROUND_UI_TEXTS } from '../../texts';

/** Refetches the tab's reads, then shows the 'Refreshed' toast (booking §8). */
export function RefreshButton({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await onRefresh();
    } finally {
      setBusy(false);
    }
    toast({ title: GROUND_TOASTS.refreshed });
  };
  return (
    <Button icon={<ReloadOutlined />} loading={busy} onClick={() => void refresh()}>
      {GROUND_UI_TEXTS.refresh}
    </Button>
  );
}
