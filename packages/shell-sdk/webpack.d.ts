import type { Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';

export function typescriptRule(): RuleSetRule;
export function compressionPlugins(): WebpackPluginInstance[];
export function createRemoteWebpackConfig(options: { dir: string; name: string; appPackage: object; production: boolean }): Configuration;
