import type { MatchImportOutcome } from '@cricket/contracts';
import { Flex, List, Tag, Typography } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { IMPORT_SCREEN_TEXTS as TEXTS } from '../../texts';

/** One imported file: refused with the reason, or imported (or already there) with a link to its match. */
export function ImportOutcomeRow({ outcome }: { outcome: MatchImportOutcome }) {
  if ('error' in outcome) {
    return (
      <List.Item>
        <Flex vertical>
          <span>
            <Tag color="red">{TEXTS.refused}</Tag> {outcome.name}
          </span>
          <Typography.Text type="danger">{outcome.error}</Typography.Text>
        </Flex>
      </List.Item>
    );
  }
  return (
    <List.Item extra={<Link to={`/my/matches/${outcome.id}`}>{TEXTS.openMatch}</Link>}>
      <Tag color={outcome.alreadyImported ? 'default' : 'green'}>{outcome.alreadyImported ? TEXTS.alreadyImported : TEXTS.imported}</Tag> {outcome.name}
    </List.Item>
  );
}
