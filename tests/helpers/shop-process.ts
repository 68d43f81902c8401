import type { ChildProcess } from 'node:child_process';

/** The address a started `node api/main.ts` announces ('Mağaza hazır: …'); rejects if it exits first. */
export function waitForShopUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Mağaza hazır: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The shop exited with ${code} before it was ready:\n${output}`)));
  });
}
