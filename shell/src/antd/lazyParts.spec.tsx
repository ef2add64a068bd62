import '../test/polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import CardTabs from './CardTabs';
import TypographyEditable from './TypographyEditable';

// The parts of antd components the shell's build loads when first drawn (antd-imports.js).
describe('antd parts loaded when drawn', () => {
  it("CardTabs draws antd's tabs once they have loaded", async () => {
    render(
      <Suspense fallback={<p>Loading tabs</p>}>
        <CardTabs items={[{ key: 'bat', label: 'Batting' }, { key: 'bowl', label: 'Bowling' }]} activeKey="bowl" />
      </Suspense>,
    );
    expect(screen.getByText('Loading tabs')).toBeTruthy();
    expect((await screen.findByRole('tab', { name: 'Bowling' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Batting' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.queryByText('Loading tabs')).toBeNull();
  });

  it("TypographyEditable draws antd's text box for the text and saves what was typed", async () => {
    const saved: string[] = [];
    render(
      <Suspense fallback={<p>Loading editor</p>}>
        <TypographyEditable prefixCls="ant-typography" classNames={{}} styles={{}} value="Mid-on" aria-label="Fielding position" onSave={(value: string) => saved.push(value)} onCancel={() => undefined} />
      </Suspense>,
    );
    const box = (await screen.findByRole('textbox', { name: 'Fielding position' })) as HTMLTextAreaElement;
    expect(box.value).toBe('Mid-on');
    fireEvent.change(box, { target: { value: 'Deep mid-wicket ' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    expect(saved).toEqual(['Deep mid-wicket']);
  });
});
