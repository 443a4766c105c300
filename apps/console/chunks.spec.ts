import type { OutputBundle, OutputChunk } from 'rollup';
import { learn } from './chunks';

/** A chunk as rollup's bundle names it, with only what `learn` reads. */
function chunk(fileName: string, moduleIds: string[], imports: string[], kind: 'entry' | 'screen' | 'shared'): OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry: kind === 'entry', isDynamicEntry: kind === 'screen' } as unknown as OutputChunk;
}
const bundleOf = (...chunks: OutputChunk[]): OutputBundle => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('how the console is cut (learnt from rollup’s own cut)', () => {
  const learnt = learn(
    bundleOf(
      chunk('index.js', ['main.tsx', 'react.js'], [], 'entry'),
      chunk('Home.js', ['HomePage.tsx'], ['index.js', 'card.js', 'list.js'], 'screen'),
      chunk('Timesheet.js', ['TimesheetPage.tsx'], ['index.js', 'card.js', 'table.js'], 'screen'),
      chunk('Roster.js', ['RosterPage.tsx'], ['index.js', 'dnd.js'], 'screen'),
      // Loaded by Home only, but through a chunk that Timesheet loads too.
      chunk('card.js', ['Card.js'], ['index.js', 'tabs.js'], 'shared'),
      chunk('tabs.js', ['Tabs.js'], ['index.js'], 'shared'),
      chunk('list.js', ['List.js'], ['index.js'], 'shared'),
      chunk('table.js', ['Table.js'], ['index.js'], 'shared'),
      chunk('dnd.js', ['dnd-kit.js'], [], 'shared'),
      chunk('exceljs.js', ['exceljs.min.js'], [], 'screen'),
    ),
  );

  it('keeps the first script as rollup cut it', () => {
    expect([...learnt.firstScript].sort()).toEqual(['main.tsx', 'react.js']);
  });

  it('shares what two or more screens load, also through another shared chunk, and nothing one screen alone loads', () => {
    expect([...learnt.shared].sort()).toEqual(['Card.js', 'Tabs.js']);
  });

  it('leaves a screen, and what is imported only when needed (exceljs), files of their own', () => {
    for (const own of ['HomePage.tsx', 'RosterPage.tsx', 'dnd-kit.js', 'List.js', 'exceljs.min.js']) expect(learnt.shared.has(own)).toBe(false);
  });

  it('refuses a bundle without an entry rather than cutting blind', () => {
    expect(() => learn(bundleOf(chunk('Home.js', ['HomePage.tsx'], [], 'screen')))).toThrow('The console has no entry chunk');
  });
});
