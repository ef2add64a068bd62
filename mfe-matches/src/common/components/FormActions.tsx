import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { MATCH_SCREEN_TEXTS } from '../../texts';

/** The end of a form: Cancel, and the submit button that saves it. */
export function FormActions({ onCancel, submitText, submitting }: { onCancel: () => void; submitText: ReactNode; submitting: boolean }) {
  return (
    <Flex justify="end" gap={8}>
      <Button onClick={onCancel}>{MATCH_SCREEN_TEXTS.cancel}</Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitText}
      </Button>
    </Flex>
  );
}
