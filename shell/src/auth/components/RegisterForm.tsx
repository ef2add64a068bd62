import { DEFAULT_ROLE, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, REGISTRATION_ROLES, registerBody, ROLE_LABELS, USERNAME_MAX } from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Alert, Button, Form, Input, Select } from 'antd';
import type { RegisterValues } from '../utils/formValues';

interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => void;
  submitting: boolean;
  error: string | null;
}

export const REGISTER_TEXTS = {
  title: 'Create an account',
  subtitle: 'Join your club, book grounds and follow every match',
  nameLabel: 'Full Name',
  namePlaceholder: 'Enter your full name',
  usernameLabel: 'Username',
  usernamePlaceholder: 'Choose a username',
  emailLabel: 'Email',
  emailPlaceholder: 'Enter your email',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Create a password',
  roleLabel: 'Role',
  submit: 'Create Account',
  submitting: 'Please wait',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
} as const;

export function RegisterForm({ onSubmit, submitting, error }: RegisterFormProps) {
  return (
    <Form<RegisterValues>
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      disabled={submitting}
      initialValues={{ role: DEFAULT_ROLE }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item label={REGISTER_TEXTS.nameLabel} name="name" rules={[schemaRule(registerBody.entries.name)]}>
        <Input placeholder={REGISTER_TEXTS.namePlaceholder} autoComplete="name" autoFocus maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item label={REGISTER_TEXTS.usernameLabel} name="username" rules={[schemaRule(registerBody.entries.username)]}>
        <Input placeholder={REGISTER_TEXTS.usernamePlaceholder} autoComplete="username" maxLength={USERNAME_MAX} />
      </Form.Item>
      <Form.Item label={REGISTER_TEXTS.emailLabel} name="email" rules={[schemaRule(registerBody.entries.email)]}>
        <Input type="email" placeholder={REGISTER_TEXTS.emailPlaceholder} autoComplete="email" maxLength={EMAIL_MAX} />
      </Form.Item>
      <Form.Item label={REGISTER_TEXTS.passwordLabel} name="password" rules={[schemaRule(registerBody.entries.password)]}>
        <Input.Password placeholder={REGISTER_TEXTS.passwordPlaceholder} autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      {/* The form always sends a role: the body's rule without its default. */}
      <Form.Item label={REGISTER_TEXTS.roleLabel} name="role" rules={[schemaRule(registerBody.entries.role.wrapped)]}>
        <Select
          aria-label={REGISTER_TEXTS.roleLabel}
          options={REGISTRATION_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} disabled={submitting}>
        {submitting ? REGISTER_TEXTS.submitting : REGISTER_TEXTS.submit}
      </Button>
    </Form>
  );
}
