import { readFileSync } from 'node:fs';
// CommonJS build configuration, required as webpack.config.js does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageStylesheet, topLevelRules } = require('../../antd-stylesheet.js') as {
  pageStylesheet: (css: string) => string;
  topLevelRules: (css: string) => string[];
};

const antdCss = readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');

describe("the stylesheet the shell serves for antd's components", () => {
  it("reads antd's file as whole rules: together they are the file, to the byte", () => {
    const rules = topLevelRules(antdCss);
    expect(rules.length).toBeGreaterThan(1000);
    expect(rules.join('')).toBe(antdCss);
  });

  it("leaves out only the rules no page can match: antd's own theme keys' variables and the style cache's marker", () => {
    const kept = new Set(topLevelRules(pageStylesheet(antdCss)));
    const dropped = topLevelRules(antdCss).filter((rule) => !kept.has(rule));
    expect(dropped.length).toBeGreaterThan(0);
    for (const rule of dropped) expect(rule).toMatch(/^(\.css-var-_R_\w+[^{]*|\.data-ant-cssinjs-cache-path)\{/);
    expect(pageStylesheet(antdCss)).not.toContain('css-var-_R_');
    // What the components draw with stays, variables of their tokens included.
    expect(pageStylesheet(antdCss)).toContain('.ant-btn-primary');
    expect(pageStylesheet(antdCss)).toContain('var(--ant-color-primary)');
  });

  it('keeps a rule any of whose selectors a page can match, and rules inside at-rules', () => {
    const css = '.css-var-_R_0_.ant-btn{--ant-x:1}.css-var-_R_0_, .ant-tag{--ant-y:2}@media (min-width:576px){.ant-col-sm-1{width:4%}}.ant-btn{color:red}';
    expect(pageStylesheet(css)).toBe('.css-var-_R_0_, .ant-tag{--ant-y:2}@media (min-width:576px){.ant-col-sm-1{width:4%}}.ant-btn{color:red}');
  });
});
