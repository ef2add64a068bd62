// Imports inside antd that the shell's build points elsewhere (README, Performance). Each took code
// into pages that never run it: the Button's and Tag's styles take one function from the colour
// picker's presets panel, which brought the panel, Collapse and the whole picker into every page's
// frame (5 KB of brotli); every Card brought the Tabs it draws only for a `tabList`, with their
// overflow dropdown and the menu (17 KB before a page with a card could paint), and every Typography
// the text box it draws only while an `editable` text is edited (6 KB).
// Plain CommonJS for webpack.config.js; src/antd/antdImports.spec.ts checks antd still makes each.
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

const ANTD_ES = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;

/** `folder` of antd/es importing `request`, and the module of src/antd that import gets instead. */
const REDIRECTS = [
  { folder: 'button/style', request: '../../color-picker/components/ColorPresets', to: 'isBright.ts' },
  { folder: 'tag/style', request: '../../color-picker/components/ColorPresets', to: 'isBright.ts' },
  { folder: 'card', request: '../tabs', to: 'CardTabs.tsx' },
  { folder: 'typography/Base', request: '../Editable', to: 'TypographyEditable.tsx' },
];

/** The file an import of `request` from the folder `context` is redirected to, if any. */
function redirectOf(context, request) {
  const match = ANTD_ES.exec(context);
  if (!match) return undefined;
  const folder = context.slice(match.index + match[0].length).split(path.sep).join('/');
  const redirect = REDIRECTS.find((r) => r.folder === folder && r.request === request);
  return redirect && path.join(__dirname, 'src', 'antd', redirect.to);
}

/**
 * The build's half: the redirects, and two of antd's building blocks declared free of side effects
 * (they do nothing on import, but do not say so), so that an import of one name from their index
 * takes that name's module alone. antd's colour helpers import the colour picker's index for
 * `Color`; Card, Input, Select and a dozen more import the form library's index for its context
 * (through antd's `useVariants`), which took the whole form library and its validator (11 KB)
 * into every page with a card.
 */
function antdImports() {
  return {
    rule: { test: /[\\/]node_modules[\\/]@rc-component[\\/](color-picker|form)[\\/]/, sideEffects: false },
    plugin: new NormalModuleReplacementPlugin(/^\.\.[\\/]/, (resource) => {
      const to = redirectOf(resource.context, resource.request);
      if (to) resource.request = to;
    }),
  };
}

module.exports = { antdImports, redirectOf, REDIRECTS };
