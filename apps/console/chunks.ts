import type { ManualChunksOption, OutputBundle, OutputOptions } from 'rollup';
import type { Plugin } from 'vite';

/** The names of the first, learning, output's chunks: how its hooks know it. */
const LEARNING = 'learning/[name]-[hash].js';

/** What the learning output found: the modules of the first script, and those two or more screens share. */
interface Learnt {
  firstScript: Set<string>;
  shared: Set<string>;
}

/**
 * How the console's code is cut into files (ADR 0069). Left to itself, rollup cuts the code that
 * screens share by exactly which screens share it: the employee's home needed 22 files, a timesheet
 * 66, most of them a few KB of antd, and a phone's six connections over a 170 ms round trip fetch
 * them in waves, with the session's reads waiting behind them. Here, what two or more screens share
 * is one file, `shared`: a first screen is its own chunk and that file, fetched side by side. What
 * is imported only when needed (exceljs, to export) stays a file of its own, as each screen does.
 *
 * What the first script holds, and what screens share, is known only once rollup has shaken the
 * tree (the code imports antd by its index, which names every component). So the bundle is written
 * twice from one build (rollup's outputs): the first, rollup's own cut, is only read, never written;
 * the second places each module by what the first found. A module of the first script stays there.
 */
export function fewerChunks(): { outputs: OutputOptions[]; plugin: Plugin } {
  let learnt: Learnt | null = null;
  const place: ManualChunksOption = (id) => {
    if (!learnt) throw new Error('The console was cut before its first output was read');
    if (learnt.firstScript.has(id)) return 'index';
    if (learnt.shared.has(id)) return 'shared';
    return undefined;
  };
  return {
    outputs: [{ chunkFileNames: LEARNING }, { onlyExplicitManualChunks: true, manualChunks: place }],
    plugin: {
      name: 'timekeep-fewer-chunks',
      apply: 'build',
      enforce: 'post',
      generateBundle(options, bundle) {
        if (options.chunkFileNames !== LEARNING) return;
        learnt = learn(bundle);
        for (const name of Object.keys(bundle)) delete bundle[name];
      },
    },
  };
}

/** The entry's modules, and the modules of every chunk that two or more screens (dynamically imported chunks) load. */
export function learn(bundle: OutputBundle): Learnt {
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('The console has no entry chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const loadedBy = new Map<string, number>();
  for (const screen of chunks.filter((c) => c.isDynamicEntry)) {
    const seen = new Set<string>();
    const todo = [...screen.imports];
    while (todo.length) {
      const name = todo.pop() as string;
      if (seen.has(name) || name === entry.fileName) continue;
      seen.add(name);
      todo.push(...(byName.get(name)?.imports ?? []));
    }
    for (const name of seen) loadedBy.set(name, (loadedBy.get(name) ?? 0) + 1);
  }
  const shared = chunks.filter((c) => !c.isDynamicEntry && !c.isEntry && (loadedBy.get(c.fileName) ?? 0) >= 2).flatMap((c) => c.moduleIds);
  return { firstScript: new Set(entry.moduleIds), shared: new Set(shared) };
}
