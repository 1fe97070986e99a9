// Child processes for benchmarks: start one, wait until it says (or answers) it is ready.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Child {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a process that prints a JSON line with "url" when it listens. */
export function startChild(args: string[], env: Record<string, string> = {}): Promise<Child> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /"url":"([^"]+)"/.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve({
          url: match[1],
          process: child,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before listening:\n${output}`)));
  });
}

export const ROTE_ENTRY = ['dist/server/main.js'];
export const TSX = ['--import', 'tsx'];
