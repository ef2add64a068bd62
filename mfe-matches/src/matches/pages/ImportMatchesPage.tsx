import type { MatchImportOutcome } from '@cricket/contracts';
import { PermissionGuard, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Flex, Form, List, Progress, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { IMPORT_SCREEN_TEXTS as TEXTS } from '../../texts';
import { useMyTournaments } from '../../tournaments/hooks/useTournamentQueries';
import { ImportOutcomeRow } from '../components/ImportOutcomeRow';
import { useImportMatchFiles } from '../hooks/useMatchMutations';
import { pickerProps } from '../utils/filePicker';
import { readMatchFiles, type PickedMatchFiles } from '../utils/matchFiles';

const NO_TOURNAMENT = 'none';

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
            <List size="small" dataSource={results} renderItem={(outcome) => <ImportOutcomeRow outcome={outcome} />} />
          </>
        )}
      </Card>
    </Page>
  );
}
