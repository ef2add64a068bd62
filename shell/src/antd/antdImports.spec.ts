import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// CommonJS build configuration, required as webpack.config.js does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REDIRECTS, redirectOf } = require('../../antd-imports.js') as {
  REDIRECTS: { folder: string; request: string; to: string }[];
  redirectOf: (context: string, request: string) => string | undefined;
};

const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');

describe('the imports inside antd the shell redirects', () => {
  it.each(REDIRECTS)('antd/es/$folder still imports $request, so the redirect to $to still applies', ({ folder, request }) => {
    const sources = readdirSync(path.join(antdEs, folder))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(antdEs, folder, name), 'utf8'));
    expect(sources.some((source) => source.includes(`from '${request}'`))).toBe(true);
  });

  it('redirects the import from its folder of antd to the module of src/antd', () => {
    expect(redirectOf(path.join(antdEs, 'card'), '../tabs')).toBe(path.resolve(__dirname, 'CardTabs.tsx'));
    expect(redirectOf(path.join(antdEs, 'button', 'style'), '../../color-picker/components/ColorPresets')).toBe(path.resolve(__dirname, 'isBright.ts'));
  });

  it('leaves the same request from any other folder alone', () => {
    expect(redirectOf(path.join(antdEs, 'color-picker', 'components'), '../../color-picker/components/ColorPresets')).toBeUndefined();
    expect(redirectOf(path.join(antdEs, 'table'), '../tabs')).toBeUndefined();
    expect(redirectOf(path.resolve(__dirname, 'card'), '../tabs')).toBeUndefined();
  });
});
