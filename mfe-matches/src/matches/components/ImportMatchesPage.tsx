import type { MatchImportOutcome } from '@cricket/contracts';
import { PermissionGuard, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Flex, Form, List, Progress, Select, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { IMPORT_SCREEN_TEXTS as TEXTS } from '../../texts';
import { useMyTournaments } from '../../tournaments/api';
import { useImportMatchFiles } from '../api';
import { readMatchFiles, type PickedMatchFiles } from '../matchFiles';

const NO_TOURNAMENT = 'none';

/** Several files arrive as one pick: antd asks about each, with the whole list; the last one hands the list on. */
function pickerProps(onPick: (files: File[]) => void) {
  return {
    multiple: true,
    showUploadList: false,
    beforeUpload: (file: File, list: File[]) => {
      if (file === list[list.length - 1]) onPick(list);
      return false;
    },
  };
}

function OutcomeRow({ outcome }: { outcome: MatchImportOutcome }) {
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

/** Import Matches (/my/matches/import): Cricsheet files, a folder or a zip, optionally into one of the workspace's tournaments. */
export function ImportMatchesPage() {
  const { current } = useWorkspace();
  const tournaments = useMyTournaments();
  const importFiles = useImportMatchFiles();
  const [tournament, setTournament] = useState<number | typeof NO_TOURNAMENT>(NO_TOURNAMENT);
  const [picked, setPicked] = useState<PickedMatchFiles | null>(null);
  const [results, setResults] = useState<MatchImportOutcome[]>([]);
  const [running, setRunning] = useState(false);

  const own = (tournaments.data ?? []).filter((one) => one.workspaceId === current?.id);
  const total = (picked?.files.length ?? 0) + (picked?.unreadable.length ?? 0);
  const count = (test: (outcome: MatchImportOutcome) => boolean) => results.filter(test).length;

  const pick = async (files: File[]) => {
    setResults([]);
    setPicked(await readMatchFiles(files));
  };

  const start = async () => {
    if (!picked) return;
    setRunning(true);
    setResults(picked.unreadable);
    await importFiles(picked.files, tournament === NO_TOURNAMENT ? null : tournament, (batch) => setResults((before) => [...before, ...batch]));
    setRunning(false);
  };

  return (
    <Page narrow>
      <PageHeader title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <Card>
        <Form layout="vertical">
          <Form.Item label={TEXTS.tournament} htmlFor="import-tournament">
            <Select
              id="import-tournament"
              value={tournament}
              onChange={setTournament}
              loading={tournaments.isLoading}
              options={[{ value: NO_TOURNAMENT, label: TEXTS.noTournament }, ...own.map((one) => ({ value: one.id, label: one.name }))]}
            />
          </Form.Item>
          <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
            <Upload {...pickerProps(pick)} accept=".json,.zip">
              <Button disabled={running}>{TEXTS.pickFiles}</Button>
            </Upload>
            <Upload {...pickerProps(pick)} directory>
              <Button disabled={running}>{TEXTS.pickFolder}</Button>
            </Upload>
            {picked && <Typography.Text>{TEXTS.picked(total)}</Typography.Text>}
          </Flex>
          <PermissionGuard module="matches" action="create">
            <Button type="primary" onClick={start} loading={running} disabled={!total}>
              {TEXTS.importButton}
            </Button>
          </PermissionGuard>
        </Form>
        {(running || results.length > 0) && (
          <>
            <Progress percent={total ? Math.round((results.length / total) * 100) : 0} format={() => TEXTS.progress(results.length, total)} style={{ marginTop: 16 }} />
            {!running && (
              <Typography.Paragraph>
                {TEXTS.summary(
                  count((one) => 'id' in one && !one.alreadyImported),
                  count((one) => 'id' in one && one.alreadyImported),
                  count((one) => 'error' in one),
                )}
              </Typography.Paragraph>
            )}
            <List size="small" dataSource={results} renderItem={(outcome) => <OutcomeRow outcome={outcome} />} />
          </>
        )}
      </Card>
    </Page>
  );
}
