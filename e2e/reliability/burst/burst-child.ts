import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/launch/processes';

export interface BurstChild<M> {
  child: ChildProcess;
  /** What the process sent once it was ready (its URLs). */
  ready: M;
}

/** Starts one of this folder's processes and waits for its ready message. */
export function startBurstChild<M>(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<BurstChild<M>> {
  const child = fork(join(__dirname, script), args, {
    cwd: ROOT,
    execArgv: ['-r', '@swc-node/register'],
    env: { ...process.env, STATISTICS_HEARTBEAT_MS: '0', NODE_NO_WARNINGS: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('message', (ready: M) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code}:\n${errors.join('')}`)));
  });
}

/** kill -9, answered once the process is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
