import { changePasswordBody, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, globalRoleLabel, registerBody, type UserResponse } from '@cricket/contracts';
import { apiRequest, errorMessage, queryKeys, schemaRule, toastError, toastSuccess, useAuth, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Col, Descriptions, Form, Input, Row, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RequireAuth } from '../common/RequireAuth';
import { UserAvatar } from '../layout/components/UserAvatar';

// Its own chunk, with the careers' paths: the forms show first and the card follows its read.
const MyPlayerPages = lazy(() => import('./MyPlayerPages').then((m) => ({ default: m.MyPlayerPages })));

/** A picture is stored as given (URL or data URL); uploads are kept small. */
const MAX_PICTURE_BYTES = 512 * 1024;

export const PROFILE_TEXTS = {
  saved: 'Profile updated',
  saveFailed: 'Profile not updated',
  saveFallback: 'Failed to update your profile. Please try again.',
  passwordChanged: 'Password changed',
  passwordFailed: 'Password not changed',
  passwordFallback: 'Failed to change your password. Please try again.',
  passwordsDiffer: 'The new passwords do not match',
  currentRequired: 'Please enter your current password',
  pictureTooLarge: 'Please choose an image smaller than 512 KB',
} as const;

interface ProfileValues {
  name: string;
  email: string;
  profilePicture: string;
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function ProfileForm({ user }: { user: UserResponse }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const picture = Form.useWatch('profilePicture', form);
  const save = useMutation({
    mutationFn: (values: ProfileValues) =>
      apiRequest<UserResponse>('PATCH', '/api/user', {
        name: values.name.trim(),
        email: values.email.trim(),
        profilePicture: values.profilePicture?.trim() || null,
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.user, updated);
      toastSuccess(PROFILE_TEXTS.saved);
    },
    onError: (error) => toastError(PROFILE_TEXTS.saveFailed, errorMessage(error, PROFILE_TEXTS.saveFallback)),
  });

  return (
    <Card title="Edit profile">
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: user.name, email: user.email, profilePicture: user.profilePicture ?? '' }}
        onFinish={(values) => save.mutate(values)}
      >
        {/* Name and email follow registration's rules (the edit only lets them be left out). */}
        <Form.Item name="name" label="Full Name" rules={[schemaRule(registerBody.entries.name)]}>
          <Input autoComplete="name" maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[schemaRule(registerBody.entries.email)]}>
          <Input type="email" autoComplete="email" maxLength={EMAIL_MAX} />
        </Form.Item>
        <Form.Item label="Profile picture" extra="Paste an image URL or upload a picture.">
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <UserAvatar user={{ username: user.username, profilePicture: picture || null }} size={56} />
            <Form.Item name="profilePicture" noStyle>
              <Input placeholder="https://…" allowClear />
            </Form.Item>
            <Upload
              accept="image/*"
              showUploadList={false}
              beforeUpload={async (file) => {
                if (file.size > MAX_PICTURE_BYTES) toastError(PROFILE_TEXTS.saveFailed, PROFILE_TEXTS.pictureTooLarge);
                else form.setFieldValue('profilePicture', await readAsDataUrl(file));
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>Upload</Button>
            </Upload>
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save changes
        </Button>
      </Form>
    </Card>
  );
}

function PasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordValues) =>
      apiRequest('POST', '/api/user/password', { currentPassword, newPassword }),
    onSuccess: () => {
      form.resetFields();
      setError(null);
      toastSuccess(PROFILE_TEXTS.passwordChanged);
    },
    onError: (failure) => {
      const message = errorMessage(failure, PROFILE_TEXTS.passwordFallback);
      setError(message);
      toastError(PROFILE_TEXTS.passwordFailed, message);
    },
  });

  return (
    <Card title="Change password">
      <Form<PasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => change.mutate(values)}>
        <Form.Item
          name="currentPassword"
          label="Current password"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          rules={[{ required: true, message: PROFILE_TEXTS.currentRequired }]}
        >
          <Input.Password autoComplete="current-password" onChange={() => setError(null)} />
        </Form.Item>
        <Form.Item name="newPassword" label="New password" rules={[schemaRule(changePasswordBody.entries.newPassword)]}>
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Confirm new password"
          dependencies={['newPassword']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: string) =>
                v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(PROFILE_TEXTS.passwordsDiffer)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}

function Profile() {
  const { user } = useAuth();
  const { current } = useWorkspace();
  if (!user) return null;
  return (
    <div className="page">
      <Card style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
          <UserAvatar user={user} size={72} />
          <div style={{ flex: 1, minWidth: 220 }}>
            <h1 style={{ margin: 0, fontSize: 24 }}>{user.name || user.username}</h1>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 4 }}
              items={[
                { key: 'username', label: 'Username', children: user.username },
                { key: 'email', label: 'Email', children: user.email },
                { key: 'role', label: 'Role', children: globalRoleLabel(user.role) },
                { key: 'workspace', label: 'Workspace', children: current?.name ?? '—' },
              ]}
            />
          </div>
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Suspense fallback={null}>
            <MyPlayerPages />
          </Suspense>
        </Col>
        <Col xs={24} lg={14}>
          <ProfileForm user={user} />
        </Col>
        <Col xs={24} lg={10}>
          <PasswordForm />
        </Col>
      </Row>
    </div>
  );
}

export function ProfilePage() {
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}
