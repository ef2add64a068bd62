// antd's precompiled stylesheet, in place of the styles its components generate as they render
// (the theme's `zeroRuntime`, README, Performance). On a phone, generating them (serialising,
// hashing, inserting a style element per component) took 0.5-0.9 s of the main thread on every
// page's first render. The theme's tokens still reach the stylesheet's CSS variables at run time.
// Plain CommonJS for webpack.config.js.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { Compilation, sources } = require('webpack');

/** The element id the entry finds the stylesheet's link by (src/app/antdStylesheet.ts). */
const LINK_ID = 'antd-styles';

/**
 * A rule of antd's file that no page can match: the CSS variables its extraction wrote for its own
 * theme keys (`.css-var-_R_0_`, React's server ids; a page's ConfigProvider writes ours, with our
 * tokens, under `.css-var-_r_0_`), and the marker server rendering leaves for the style cache.
 */
const FOREIGN_RULE = /^(\.css-var-_R_[^,{]*|\.data-ant-cssinjs-cache-path)$/;

/** The top-level rules of `css` (a rule's braces nest in at-rules only; antd's strings hold none). */
function topLevelRules(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}

/** antd's stylesheet without the rules no page can match (8 KB of its 75 KB as served). */
function pageStylesheet(css) {
  const foreign = (rule) => rule.slice(0, rule.indexOf('{')).split(',').every((selector) => FOREIGN_RULE.test(selector.trim()));
  return topLevelRules(css)
    .filter((rule) => !foreign(rule))
    .join('');
}

/**
 * Emits antd's `dist/antd.css` (as pageStylesheet leaves it) as `assets/antd.<hash>.css` and asks
 * for it in index.html with a `<link rel="preload" as="style">`: fetched from the start but holding
 * back neither the frame's paint nor the scripts (a stylesheet link would hold both), and at low
 * priority, so the scripts, which run before anything needs the styles, arrive first. The entry
 * makes it a stylesheet and renders once it has loaded.
 */
class AntdStylesheetPlugin {
  constructor({ HtmlWebpackPlugin }) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.source = require.resolve('antd/dist/antd.css');
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
      let file;
      compilation.hooks.processAssets.tap({ name: 'AntdStylesheetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const css = pageStylesheet(readFileSync(this.source, 'utf8'));
        compilation.fileDependencies.add(this.source);
        file = `assets/antd.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
        compilation.emitAsset(file, new sources.RawSource(css));
      });
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AntdStylesheetPlugin', (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        const attributes = { id: LINK_ID, rel: 'preload', as: 'style', fetchpriority: 'low', href: publicPath + file };
        data.headTags.push(this.HtmlWebpackPlugin.createHtmlTagObject('link', attributes));
        return data;
      });
    });
  }
}

module.exports = { AntdStylesheetPlugin, pageStylesheet, topLevelRules };
