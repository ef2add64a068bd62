import { Button, Form } from 'antd';
import { UI_TEXTS } from '../../texts';

export interface FormButtonsProps {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}

/** A form's last row: its submit button and Cancel. */
export function FormButtons({ submitLabel, submitting, onCancel }: FormButtonsProps) {
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Button style={{ marginLeft: 8 }} onClick={onCancel}>
        {UI_TEXTS.cancel}
      </Button>
    </Form.Item>
  );
}
