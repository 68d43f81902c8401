// A gate for costly work anyone may start (reading an uploaded spreadsheet): at most `running` at
// once, at most `waiting` in line, the rest refused at once. CPU-bound work gains nothing from
// running side by side on one thread, and the gate keeps its memory to `running` times one job's.

export interface WorkGate {
  /** Runs `work` when a place is free; null when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T | null>;
}

export function createWorkGate(running: number, waiting: number): WorkGate {
  let active = 0;
  const line: (() => void)[] = [];
  const release = () => {
    active--;
    line.shift()?.();
  };
  return {
    async run(work) {
      if (active >= running) {
        if (line.length >= waiting) return null;
        await new Promise<void>((resolve) => line.push(resolve));
      }
      active++;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
