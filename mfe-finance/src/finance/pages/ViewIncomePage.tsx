import { FINANCE_MESSAGES, INCOME_SOURCE_LABELS, type IncomeResponse } from '@cricket/contracts';
import { Alert } from 'antd';
import { orNotSpecified } from '../../common/utils/format';
import { FINANCE_UI_TEXTS, INCOME_ORIGIN_LABELS } from '../../texts';
import { EntryView } from '../components/EntryView';
import { ledgerEntryItems, type DetailItem } from '../utils/detailItems';
import { financeLinks } from '../utils/paths';

/** The fields of an income entry, with the area it was recorded from when an event fed it. */
function incomeItems(entry: IncomeResponse): DetailItem[] {
  const items = ledgerEntryItems(
    entry,
    { label: FINANCE_UI_TEXTS.source, value: INCOME_SOURCE_LABELS[entry.source] },
    { label: FINANCE_UI_TEXTS.payer, value: orNotSpecified(entry.payer) },
  );
  if (entry.originType) items.push({ label: FINANCE_UI_TEXTS.recordedFrom, value: `${INCOME_ORIGIN_LABELS[entry.originType]} #${entry.originId}` });
  return items;
}

/** /view-income/{id}; income that follows another area's event is changed there, so it has no Edit or Delete here. */
export function ViewIncomePage() {
  return (
    <EntryView
      kind="income"
      title={FINANCE_UI_TEXTS.incomeDetails}
      content={(entry) => ({
        editPath: entry.originType ? null : financeLinks.editIncome(entry.id),
        items: incomeItems(entry),
        extra: entry.originType && <Alert type="info" showIcon title={FINANCE_MESSAGES.incomeFromEvent} />,
      })}
    />
  );
}
