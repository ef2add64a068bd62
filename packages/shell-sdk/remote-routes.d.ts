import type { Compiler } from 'webpack';
import type { RemoteRoute } from '@cricket/contracts';

export const OUTPUT_FILE: string;
export function readRouteDeclaration(declaration: unknown): { routes: RemoteRoute[]; errors: string[] };
export class RemoteRoutesPlugin {
  constructor(options: { declarationFile: string });
  apply(compiler: Compiler): void;
}
