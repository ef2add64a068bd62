import { Button } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { FINANCE_UI_TEXTS } from '../../texts';
import { financeLinks, type FinanceTab } from '../utils/paths';

/** Back to the dashboard, on the tab of the entry at hand. */
export function BackToFinance({ tab }: { tab?: FinanceTab }) {
  return (
    <Link to={financeLinks.dashboard(tab)}>
      <Button>{FINANCE_UI_TEXTS.backToFinance}</Button>
    </Link>
  );
}
