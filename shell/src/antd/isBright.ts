// antd's `isBright` (antd/es/color-picker/components/ColorPresets.js) in a module of its own. The
// Button's and the Tag's style tokens import it from the colour picker's presets panel, which took
// the panel, antd's Collapse and the colour picker itself into every page's frame; the shell's build
// points those two imports here (antd-imports.js). The same rule, checked against antd's in the spec.
import { Color as RcColor } from '@rc-component/color-picker';

interface RgbColor {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

export const isBright = (value: RgbColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) {
    // A see-through colour is judged on the background it is drawn over.
    return new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv().v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
