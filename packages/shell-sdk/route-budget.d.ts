import type { Compiler } from 'webpack';

export interface BudgetFile {
  file: string;
  bytes: number;
}
export interface BudgetLimits {
  coldKb: number;
  moveKb: number;
}
export interface BudgetRow {
  name: string;
  coldBytes: number;
  moveBytes: number;
}

export const LIMITS: BudgetLimits;
export const REPORT_FILE: string;
/** Move ceilings (KB) of routes recorded as over budget; their cold ceiling is the frame's plus this. */
export type BudgetOverages = Record<string, { moveKb: number }>;
export function checkRouteBudgets(input: {
  frame: BudgetFile[];
  routes: { name: string; files: BudgetFile[] }[];
  limits?: BudgetLimits;
  overages?: BudgetOverages;
  frameKb?: number;
  frameName?: string;
}): {
  frameBytes: number;
  rows: BudgetRow[];
  failures: string[];
};
export class RouteBudgetPlugin {
  constructor(options: {
    frameGroups?: string[];
    pagePrefix?: string;
    remoteGroups?: string[];
    shellReport?: string;
    limits?: BudgetLimits;
    overages?: BudgetOverages;
    frameKb?: number;
    remoteFrameKb?: number;
  });
  apply(compiler: Compiler): void;
}
