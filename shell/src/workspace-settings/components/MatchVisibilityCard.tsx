import { MATCH_VISIBILITIES, MATCH_VISIBILITY_TEXTS, type MatchVisibility, type WorkspaceResponse } from '@cricket/contracts';
import { Card, Radio, Typography } from 'antd';
import { useUpdateWorkspace } from '../useUpdateWorkspace';

/** Who opens the workspace's shared match links: anyone (the default) or its members only (issue 21). */
export function MatchVisibilityCard({ workspace }: { workspace: WorkspaceResponse }) {
  const update = useUpdateWorkspace(workspace, MATCH_VISIBILITY_TEXTS.saved);
  return (
    <Card title={MATCH_VISIBILITY_TEXTS.title} style={{ marginBottom: 16 }}>
      <Typography.Paragraph id="match-visibility-label" strong>
        {MATCH_VISIBILITY_TEXTS.label}
      </Typography.Paragraph>
      <Radio.Group
        aria-labelledby="match-visibility-label"
        value={update.isPending ? update.variables.matchVisibility : workspace.matchVisibility}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ matchVisibility: event.target.value as MatchVisibility })}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {MATCH_VISIBILITIES.map((visibility) => (
          <Radio key={visibility} value={visibility}>
            {MATCH_VISIBILITY_TEXTS.options[visibility]}
          </Radio>
        ))}
      </Radio.Group>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {MATCH_VISIBILITY_TEXTS.help}
      </Typography.Paragraph>
    </Card>
  );
}
