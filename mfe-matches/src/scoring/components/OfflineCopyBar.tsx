import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { clockTime } from '../../common/utils/dates';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import type { OfflineMatch } from '../utils/offlineMatchStore';

/** The holder's match on this device: a button to download it, then when it was last saved. */
export function OfflineCopyBar({ copy, saving, onDownload }: { copy: OfflineMatch | null; saving: boolean; onDownload: () => void }) {
  if (copy) {
    return (
      <Typography.Text type="success" data-testid="offline-copy">
        <CheckCircleOutlined style={{ marginInlineEnd: 6 }} />
        {TEXTS.offlineReady(clockTime(copy.savedAt))}
      </Typography.Text>
    );
  }
  return (
    <Button icon={<DownloadOutlined />} loading={saving} onClick={onDownload} style={{ alignSelf: 'start' }}>
      {TEXTS.offlineDownload}
    </Button>
  );
}
