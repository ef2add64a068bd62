import { Card, Form, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DIARY_UI_TEXTS } from '../../texts';
import type { DiaryFormValues } from '../utils/diaryFormValues';

/** A card whose switch says whether the person batted, bowled or fielded; its fields show only then. */
export function DiarySection({ title, toggle, children }: { title: string; toggle: 'batted' | 'bowled' | 'fielded'; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Form.Item name={toggle} valuePropName="checked" noStyle>
          <Switch aria-label={title} />
        </Form.Item>
      }
    >
      <Form.Item noStyle shouldUpdate={(prev: DiaryFormValues, next: DiaryFormValues) => prev[toggle] !== next[toggle]}>
        {({ getFieldValue }) => (getFieldValue(toggle) ? children : <Typography.Text type="secondary">{DIARY_UI_TEXTS.sectionOff(title)}</Typography.Text>)}
      </Form.Item>
    </Card>
  );
}
