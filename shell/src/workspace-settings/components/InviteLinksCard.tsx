import {
  DEFAULT_INVITE_EXPIRY_DAYS,
  formatDateTime,
  INVITE_EXPIRY_DAYS,
  INVITE_MAX_USES,
  inviteLinkUrl,
  WORKSPACE_ROLE_LABELS,
  WORKSPACE_ROLES,
  type CreatedInviteResponse,
  type InviteExpiryDays,
  type WorkspaceInviteResponse,
  type WorkspaceRole,
} from '@cricket/contracts';
import { toastError, toastSuccess } from '@cricket/shell-sdk';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useInviteLinks } from '../hooks/useInviteLinks';

const roleOptions = WORKSPACE_ROLES.map((role) => ({ value: role, label: WORKSPACE_ROLE_LABELS[role] }));
const expiryOptions = INVITE_EXPIRY_DAYS.map((days) => ({ value: days, label: days === 1 ? '1 day' : `${days} days` }));
// Choices rather than a number field: the page stays within its route budget (Select is loaded already).
const useOptions = [
  { value: 1, label: 'Single use' },
  { value: 0, label: 'Multi use, no limit' },
  ...[5, 10, 25, 50, 100, INVITE_MAX_USES].map((uses) => ({ value: uses, label: `Up to ${uses} uses` })),
];

interface InviteFormValues {
  role: WorkspaceRole;
  expiresInDays: InviteExpiryDays;
  /** 0: no limit. */
  maxUses: number;
}

const usesText = (invite: WorkspaceInviteResponse) => `${invite.uses} / ${invite.maxUses ?? '∞'}`;

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toastSuccess('Link copied', url);
  } catch {
    toastError('Could not copy link', 'Select the link and copy it yourself.');
  }
}

/** Invite links (admins): create one with a role, an expiry and a use limit; copy or revoke the usable ones. */
export function InviteLinksCard({ workspaceId }: { workspaceId: number }) {
  const [form] = Form.useForm<InviteFormValues>();
  const { invites, create, revoke } = useInviteLinks(workspaceId);
  // Only a token's hash is stored, so a link can be copied only in the session that created it.
  const [links, setLinks] = useState<Record<number, string>>({});
  const [latest, setLatest] = useState<CreatedInviteResponse | null>(null);

  const submit = ({ role, expiresInDays, maxUses }: InviteFormValues) =>
    create.mutate(
      { role, expiresInDays, maxUses: maxUses || null },
      {
        onSuccess: (created) => {
          setLinks((known) => ({ ...known, [created.id]: inviteLinkUrl(window.location.origin, created.token) }));
          setLatest(created);
        },
      },
    );

  return (
    <Card title="Invite links" style={{ marginBottom: 16 }}>
      <Form<InviteFormValues>
        form={form}
        layout="inline"
        initialValues={{ role: 'member', expiresInDays: DEFAULT_INVITE_EXPIRY_DAYS, maxUses: 1 }}
        onFinish={submit}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="role" label="Role">
          <Select options={roleOptions} style={{ width: 140 }} aria-label="Role of the invite link" />
        </Form.Item>
        <Form.Item name="expiresInDays" label="Expires after">
          <Select options={expiryOptions} style={{ width: 110 }} aria-label="Expiry of the invite link" />
        </Form.Item>
        <Form.Item name="maxUses" label="Uses">
          <Select options={useOptions} style={{ width: 190 }} aria-label="Uses of the invite link" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Create link
        </Button>
      </Form>
      {latest && links[latest.id] && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={`New ${WORKSPACE_ROLE_LABELS[latest.role]} link: copy it now, it is shown only once`}
          description={
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={links[latest.id]} aria-label="New invite link" onFocus={(event) => event.target.select()} />
              <Button onClick={() => void copyLink(links[latest.id])}>
                Copy
              </Button>
            </Space.Compact>
          }
        />
      )}
      {invites.error && <Alert type="error" showIcon title="Failed to load invite links. Please try again." style={{ marginBottom: 12 }} />}
      <Table<WorkspaceInviteResponse>
        rowKey="id"
        loading={invites.isLoading}
        dataSource={invites.data ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: 'No active invite links' }}
        columns={[
          { title: 'Role', render: (_, invite) => WORKSPACE_ROLE_LABELS[invite.role] },
          { title: 'Expires', render: (_, invite) => formatDateTime(invite.expiresAt) },
          { title: 'Uses', render: (_, invite) => usesText(invite) },
          {
            title: 'Actions',
            render: (_, invite) => (
              <Space>
                <Button
                  disabled={!links[invite.id]}
                  title={links[invite.id] ? undefined : 'A link can be copied only when it is created; create a new one to share it'}
                  onClick={() => void copyLink(links[invite.id])}
                  aria-label={`Copy invite link ${invite.id}`}
                >
                  Copy
                </Button>
                <Popconfirm
                  title="Revoke this invite link?"
                  description="Nobody will be able to join with it any more."
                  okText="Revoke"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => revoke.mutate(invite.id)}
                >
                  <Button danger icon={<DeleteOutlined />} aria-label={`Revoke invite link ${invite.id}`}>
                    Revoke
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
