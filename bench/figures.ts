// One row of the benchmark table: a figure, its goal, and the floor it is measured against.
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The goal as a bound on the value. */
  goal: { atMost?: number; atLeast?: number };
  /** What the figure is compared with, measured in the same run (bare SQL, a static server, …). */
  floor?: { label: string; value: number };
}

/** A p99 figure against the 30 ms goal, with the floor measured in the same run. */
export function p99Figure(name: string, p99: number, floorLabel: string, floorP99: number): Figure {
  return { name, value: p99, unit: 'ms', goal: { atMost: 30 }, floor: { label: floorLabel, value: floorP99 } };
}

const number = (n: number) =>
  Number.isInteger(n) ? String(n) : n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);

/** The table `npm run bench` prints: each figure, its goal, whether it is met, and its ratio to its floor. */
export function figureTable(figures: Figure[]): string {
  const rows = figures.map((f) => {
    const goal =
      f.goal.atMost !== undefined
        ? `≤ ${number(f.goal.atMost)}`
        : f.goal.atLeast !== undefined
          ? `≥ ${number(f.goal.atLeast)}`
          : '';
    const met =
      (f.goal.atMost === undefined || f.value <= f.goal.atMost) &&
      (f.goal.atLeast === undefined || f.value >= f.goal.atLeast);
    const floor = f.floor ? `${number(f.floor.value)} ${f.unit} (${f.floor.label})` : '';
    const ratio = f.floor && f.floor.value > 0 ? `${(f.value / f.floor.value).toFixed(2)}×` : '';
    return [f.name, `${number(f.value)} ${f.unit}`, `${goal} ${f.unit}`.trim(), met ? 'ok' : 'MISSED', floor, ratio];
  });
  const head = ['figure', 'value', 'goal', '', 'floor', 'value/floor'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
