import { signInBody } from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { SignInValues } from '../utils/formValues';

interface SignInFormProps {
  onSubmit: (values: SignInValues) => void;
  submitting: boolean;
  /** Banner text of a failed attempt; cleared by the caller at each submit. */
  error: string | null;
}

export const SIGN_IN_TEXTS = {
  title: 'Welcome back',
  subtitle: 'Enter your credentials to access your account',
  usernameLabel: 'Username or Email',
  usernamePlaceholder: 'Enter your username or email',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Enter your password',
  submit: 'Sign In',
  submitting: 'Please wait',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
} as const;

export function SignInForm({ onSubmit, submitting, error }: SignInFormProps) {
  return (
    <Form<SignInValues> layout="vertical" requiredMark={false} onFinish={onSubmit} disabled={submitting} size="large">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item label={SIGN_IN_TEXTS.usernameLabel} name="username" rules={[schemaRule(signInBody.entries.username)]}>
        <Input prefix={<UserOutlined />} placeholder={SIGN_IN_TEXTS.usernamePlaceholder} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label={SIGN_IN_TEXTS.passwordLabel} name="password" rules={[schemaRule(signInBody.entries.password)]}>
        <Input.Password prefix={<LockOutlined />} placeholder={SIGN_IN_TEXTS.passwordPlaceholder} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
        {submitting ? SIGN_IN_TEXTS.submitting : SIGN_IN_TEXTS.submit}
      </Button>
    </Form>
  );
}
