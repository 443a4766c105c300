// Writes spec-texts.json from the spec beside the repository (../shared/spec): every quoted text of
// the three documents' error catalogues. Run after the spec changes:
//   node -r ./tools/register.js tools/spec-texts/generate.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { specTexts } from './catalogue';

const root = join(__dirname, '..', '..');
const texts = specTexts(join(root, '..', 'shared', 'spec'));
// One text a line, so that a change to the spec reads as a change of lines.
writeFileSync(join(__dirname, 'spec-texts.json'), `[\n${texts.map((t) => `  ${JSON.stringify(t)}`).join(',\n')}\n]\n`);
console.log(`${texts.length} texts written to tools/spec-texts/spec-texts.json`);
