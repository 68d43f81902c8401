// How the shop process is started: `npm start`, the systemd unit, the tests and the benchmarks all
// take their command from here (decision 0423), and a unit test holds package.json and the unit to it.
//
// V8's flags cannot be set once the process runs, so they are on its command line:
// - `--liftoff-only` keeps the embedded database's WebAssembly on V8's baseline compiler. Its
//   optimising compiler held 450–550 MB for a few seconds after every open of PGlite (the
//   first start's peak, a later start's 830 MB) and 70 MB for good, for no measurable change in
//   the listing's answer times. A shop on a PostgreSQL server loads no WebAssembly.
// - `--optimize-for-size` keeps the JavaScript heap near what it holds: V8 otherwise lets it grow
//   to about three times the 60–75 MB the shop keeps live after a day's requests.
export const SHOP_NODE_FLAGS = ['--liftoff-only', '--optimize-for-size'] as const;

// The C library's allocator reads its settings before the process starts, so they are in the
// environment beside the command (decision 0465). glibc gives each thread that meets contention an
// arena of its own, up to eight per core, and memory freed in one stays there; and it raises its
// threshold for mmap to the largest block freed so far (up to 32 MB), so the large buffers of the
// start (module sources, the site build's files) are later carved from a heap it cannot give back.
// Two arenas and a fixed 128 KB threshold kept the shop on PostgreSQL at about 150 MB after
// 10,000 requests instead of 205, at the same speed.
export const SHOP_START_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '262144',
} as const;

/** The arguments of `node` that start the shop, from the project's folder. */
export const SHOP_START_ARGS = [...SHOP_NODE_FLAGS, 'api/main.ts'];

/** The flags and allocator settings this process was started without: the start warns about them. */
export const missingStartSettings = (
  execArgv: readonly string[] = process.execArgv,
  env: NodeJS.ProcessEnv = process.env,
): string[] => [
  ...SHOP_NODE_FLAGS.filter((flag) => !execArgv.includes(flag)),
  ...Object.keys(SHOP_START_ENV).filter((name) => env[name] === undefined),
];
