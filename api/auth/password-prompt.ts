import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/**
 * A password typed at the terminal without echo, or the first line of standard input when
 * it is piped (`printf '%s\n' "$PASS" | npm run admin:create -- ad`). Never from argv,
 * which ends up in shell history and in `ps`. An empty answer means "generate one".
 */
export async function readPassword(
  question: string,
  input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin,
): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = true;
    return await answer;
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}
