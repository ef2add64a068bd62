import {
  looksLikeEmail,
  WORKSPACE_ROLE_EFFECTS,
  WORKSPACE_ROLE_LABELS,
  WORKSPACE_ROLES,
  WORKSPACE_TEXTS,
  type WorkspaceMemberResponse,
  type WorkspaceRole,
} from '@cricket/contracts';
import { apiGet, apiRequest, errorMessage, queryKeys, toastError, toastSuccess, useAuth } from '@cricket/shell-sdk';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { DeleteOutlined, SafetyOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PermissionEditor } from './PermissionEditor';

const roleOptions = WORKSPACE_ROLES.map((role) => ({ value: role, label: WORKSPACE_ROLE_LABELS[role] }));

interface RoleChange {
  member: WorkspaceMemberResponse;
  role: WorkspaceRole;
}

interface AddMemberValues {
  identity: string;
  role: WorkspaceRole;
}

/** Members with their roles, adding, removing and the permission editor (admin only). */
export function MembersCard({ workspaceId }: { workspaceId: number }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = queryKeys.members(workspaceId);
  const [form] = Form.useForm<AddMemberValues>();
  const [editing, setEditing] = useState<WorkspaceMemberResponse | null>(null);
  // A role change resets the member's permissions, so the Select only proposes it; the dialog applies it.
  const [pendingRole, setPendingRole] = useState<RoleChange | null>(null);
  const members = useQuery({ queryKey: key, queryFn: () => apiGet<WorkspaceMemberResponse[]>(key[0]) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const add = useMutation({
    mutationFn: ({ identity, role }: AddMemberValues) => {
      const value = identity.trim();
      return apiRequest('POST', key[0], looksLikeEmail(value) ? { email: value, role } : { username: value, role });
    },
    onSuccess: async () => {
      form.resetFields();
      toastSuccess('Member added');
      await refresh();
    },
    onError: (error) => toastError(WORKSPACE_TEXTS.errorTitle, errorMessage(error, WORKSPACE_TEXTS.addMemberFailed)),
  });
  const changeRole = useMutation({
    mutationFn: ({ member, role }: RoleChange) => apiRequest('PATCH', `${key[0]}/${member.userId}`, { role }),
    onSuccess: async () => {
      setPendingRole(null);
      toastSuccess('Role updated');
      await refresh();
    },
    onError: (error) => toastError(WORKSPACE_TEXTS.errorTitle, errorMessage(error, WORKSPACE_TEXTS.updateRoleFailed)),
  });
  const remove = useMutation({
    mutationFn: (userId: number) => apiRequest('DELETE', `${key[0]}/${userId}`),
    onSuccess: async () => {
      toastSuccess('Member removed');
      await refresh();
    },
    onError: (error) => toastError(WORKSPACE_TEXTS.errorTitle, errorMessage(error, WORKSPACE_TEXTS.removeMemberFailed)),
  });

  return (
    <Card title="Members">
      <Form<AddMemberValues>
        form={form}
        layout="inline"
        initialValues={{ role: 'member' }}
        onFinish={(values) => add.mutate(values)}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="identity" rules={[{ required: true, whitespace: true, message: 'Enter a username or email' }]} style={{ flex: 1, minWidth: 220 }}>
          <Input placeholder="Username or email of the person to add" aria-label="Username or email" />
        </Form.Item>
        <Form.Item name="role">
          <Select options={roleOptions} style={{ width: 150 }} aria-label="Role of the new member" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={add.isPending}>
          Add member
        </Button>
      </Form>
      {members.error && <Alert type="error" showIcon title={WORKSPACE_TEXTS.loadMembersFailed} style={{ marginBottom: 12 }} />}
      <Table<WorkspaceMemberResponse>
        rowKey="userId"
        loading={members.isLoading}
        dataSource={members.data ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        columns={[
          { title: 'Name', render: (_, m) => m.user.name || m.user.username },
          { title: 'Username', render: (_, m) => m.user.username },
          { title: 'Email', render: (_, m) => m.user.email },
          {
            title: 'Role',
            render: (_, m) => (
              <Select<WorkspaceRole>
                value={m.role}
                options={roleOptions}
                style={{ width: 140 }}
                aria-label={`Role of ${m.user.username}`}
                disabled={m.userId === user?.id}
                onChange={(role) => setPendingRole({ member: m, role })}
              />
            ),
          },
          {
            title: 'Actions',
            render: (_, m) => (
              <Space>
                <Button icon={<SafetyOutlined />} onClick={() => setEditing(m)}>
                  Permissions
                </Button>
                <Popconfirm
                  title={`Remove ${m.user.name || m.user.username} from this workspace?`}
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutate(m.userId)}
                  disabled={m.userId === user?.id}
                >
                  <Button danger icon={<DeleteOutlined />} disabled={m.userId === user?.id} aria-label={`Remove ${m.user.username}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <PermissionEditor workspaceId={workspaceId} member={editing} onClose={() => setEditing(null)} />
      <Modal
        open={pendingRole !== null}
        title={pendingRole && `Make ${pendingRole.member.user.name || pendingRole.member.user.username} ${WORKSPACE_ROLE_LABELS[pendingRole.role]}?`}
        okText="Change role"
        confirmLoading={changeRole.isPending}
        onOk={() => pendingRole && changeRole.mutate(pendingRole)}
        onCancel={() => setPendingRole(null)}
      >
        {pendingRole && (
          <p>
            From {WORKSPACE_ROLE_LABELS[pendingRole.member.role]} to {WORKSPACE_ROLE_LABELS[pendingRole.role]}: their module permissions are reset to the{' '}
            {WORKSPACE_ROLE_LABELS[pendingRole.role]} defaults, so they {WORKSPACE_ROLE_EFFECTS[pendingRole.role]}. Any permissions set for them by hand are replaced.
          </p>
        )}
      </Modal>
    </Card>
  );
}
