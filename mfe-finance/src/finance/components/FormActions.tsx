import { Button, Space } from 'antd';
import { FINANCE_UI_TEXTS } from '../../texts';
import type { FinanceTab } from '../utils/paths';
import { BackToFinance } from './BackToFinance';

/** Save and Back to Finance under an entry form. */
export function FormActions({ saving, tab }: { saving: boolean; tab: FinanceTab }) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {FINANCE_UI_TEXTS.save}
      </Button>
      <BackToFinance tab={tab} />
    </Space>
  );
}
