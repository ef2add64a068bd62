import { canonicalModule, DISTINCT_MODULES, storedNamesOf, type ModulePermission, type Module, type WorkspaceMemberResponse } from '@cricket/contracts';
import { apiGet, apiRequest, errorMessage, queryKeys, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Alert, Checkbox, Modal, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

type Flag = 'canView' | 'canCreate' | 'canEdit' | 'canDelete';
const FLAGS: { flag: Flag; title: string }[] = [
  { flag: 'canView', title: 'View' },
  { flag: 'canCreate', title: 'Create' },
  { flag: 'canEdit', title: 'Edit' },
  { flag: 'canDelete', title: 'Delete' },
];

export const PERMISSION_EDITOR_TEXTS = {
  saved: 'Permissions saved',
  saveFailed: 'Failed to save permissions. Please try again.',
  loadFailed: 'Failed to load permissions. Please try again.',
  adminNote: 'Admins are allowed every action; the rows below apply if their role changes.',
} as const;

const MODULE_LABELS: Partial<Record<Module, string>> = {
  attendance_management: 'Attendance management',
  hunting: 'Hunting for (listings)',
};

function label(module: Module): string {
  return MODULE_LABELS[module] ?? module.charAt(0).toUpperCase() + module.slice(1);
}

/** One row per module, a flag on where any of its stored names has it (or all off without a row). */
function completeRows(rows: ModulePermission[]): ModulePermission[] {
  return DISTINCT_MODULES.map((module) => {
    const stored = rows.filter((row) => canonicalModule(row.module) === module);
    const any = (flag: Flag) => stored.some((row) => row[flag]);
    return { module, canView: any('canView'), canCreate: any('canCreate'), canEdit: any('canEdit'), canDelete: any('canDelete') };
  });
}

/** Each row under every name of its module, so whichever name a reader checks, it reads the same. */
const storedRows = (rows: ModulePermission[]): ModulePermission[] => rows.flatMap((row) => storedNamesOf(row.module).map((module) => ({ ...row, module })));

interface PermissionEditorProps {
  workspaceId: number;
  member: WorkspaceMemberResponse | null;
  onClose: () => void;
}

/** Per-module permission editor of one member (admin only). */
export function PermissionEditor({ workspaceId, member, onClose }: PermissionEditorProps) {
  const queryClient = useQueryClient();
  const key = queryKeys.memberPermissions(workspaceId, member?.userId ?? 0);
  const query = useQuery({
    queryKey: key,
    queryFn: () => apiGet<ModulePermission[]>(key[0]),
    enabled: member !== null,
  });
  const [rows, setRows] = useState<ModulePermission[]>([]);
  useEffect(() => {
    if (query.data) setRows(completeRows(query.data));
  }, [query.data]);

  const save = useMutation({
    mutationFn: (permissions: ModulePermission[]) => apiRequest('PUT', key[0], { permissions }),
    onSuccess: async () => {
      toastSuccess(PERMISSION_EDITOR_TEXTS.saved);
      await queryClient.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (error) => toastError('Error', errorMessage(error, PERMISSION_EDITOR_TEXTS.saveFailed)),
  });

  const toggle = (module: Module, flag: Flag, value: boolean) =>
    setRows((current) => current.map((row) => (row.module === module ? { ...row, [flag]: value } : row)));

  return (
    <Modal
      open={member !== null}
      title={member ? `Permissions of ${member.user.name || member.user.username}` : ''}
      onCancel={onClose}
      onOk={() => save.mutate(storedRows(rows))}
      okText="Save permissions"
      okButtonProps={{ loading: save.isPending, disabled: !query.data }}
      width={720}
      destroyOnHidden
    >
      {member?.role === 'admin' && <Alert type="info" showIcon title={PERMISSION_EDITOR_TEXTS.adminNote} style={{ marginBottom: 12 }} />}
      {query.error && <Alert type="error" showIcon title={PERMISSION_EDITOR_TEXTS.loadFailed} style={{ marginBottom: 12 }} />}
      <Table<ModulePermission>
        size="small"
        rowKey="module"
        loading={query.isLoading}
        pagination={false}
        scroll={{ y: 420 }}
        dataSource={rows}
        columns={[
          { title: 'Module', dataIndex: 'module', render: (module: Module) => label(module) },
          ...FLAGS.map(({ flag, title }) => ({
            title,
            key: flag,
            align: 'center' as const,
            render: (_: unknown, row: ModulePermission) => (
              <Checkbox
                aria-label={`${title} ${row.module}`}
                checked={row[flag]}
                onChange={(e) => toggle(row.module, flag, e.target.checked)}
              />
            ),
          })),
        ]}
      />
    </Modal>
  );
}
