import { Button, Card, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

interface FormCardProps<T> extends Omit<FormProps<T>, 'layout' | 'title' | 'children'> {
  title?: ReactNode;
  submitText: string;
  /** The save is in flight: the submit button spins. */
  saving: boolean;
  children: ReactNode;
}

/** A form on a card: its fields stacked, then the primary submit button. */
export function FormCard<T>({ title, submitText, saving, children, ...formProps }: FormCardProps<T>) {
  return (
    <Card title={title}>
      <Form<T> layout="vertical" {...formProps}>
        {children}
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitText}
        </Button>
      </Form>
    </Card>
  );
}
