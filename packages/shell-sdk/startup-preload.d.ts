import type HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';

/** The JavaScript files the entry fetches as it starts: `groupNames`' chunks and the provided shared modules they consume. */
export function startupFiles(compilation: Compilation, groupNames: string[]): string[];

/** Adds a script preload per start-up file after the entry's script tag in index.html. */
export class StartupPreloadPlugin {
  constructor(options: { HtmlWebpackPlugin: typeof HtmlWebpackPlugin; groups: string[] });
  apply(compiler: Compiler): void;
}
