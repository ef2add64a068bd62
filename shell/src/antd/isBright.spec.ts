import { AggregationColor } from 'antd/lib/color-picker/color';
import { isBright as antdIsBright } from 'antd/lib/color-picker/components/ColorPresets';
import { isBright } from './isBright';

const COLORS = ['#000', '#fff', '#1677ff', '#ffe58f', '#c0c0c0', '#c1c1c1', 'rgba(255,255,255,0.5)', 'rgba(0,0,0,0.4)', 'rgba(250,250,250,0.2)', 'transparent', '#ff4d4f', '#52c41a', '#fadb14'];
const BACKGROUNDS = ['#fff', '#000', '#1f1f1f'];

describe('isBright', () => {
  it.each(COLORS)('judges %s as antd does on each background', (color) => {
    for (const background of BACKGROUNDS) {
      expect([background, isBright(new AggregationColor(color), background)]).toEqual([background, antdIsBright(new AggregationColor(color), background)]);
    }
  });

  it('calls white bright and antd blue dark', () => {
    expect(isBright(new AggregationColor('#fff'), '#fff')).toBe(true);
    expect(isBright(new AggregationColor('#1677ff'), '#fff')).toBe(false);
  });
});
