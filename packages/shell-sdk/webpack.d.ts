import type { Compiler, Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';

export function typescriptRule(): RuleSetRule;
export function compressionPlugins(): WebpackPluginInstance[];
export class PortableModuleIdsPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void;
}
export function createRemoteWebpackConfig(options: { dir: string; name: string; appPackage: object; production: boolean }): Configuration;
