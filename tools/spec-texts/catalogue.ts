import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One text of a spec error catalogue (§8), with the documents that quote it. */
export interface SpecText {
  text: string;
  docs: number[];
  /** A message code the server answers ('exist', 'name repeat'), not a sentence a person reads. */
  code?: true;
}

/**
 * Where the spec writes several texts as one, the texts it means (document 2 §8 "Roster": three
 * shift outcomes in one sentence each).
 */
const READINGS: Record<string, string[]> = {
  'Update/Create/Delete the Shift successfully': ['Update the Shift successfully', 'Create the Shift successfully', 'Delete the Shift successfully'],
  'Failed to update/create/delete the Shift.': ['Failed to update the Shift.', 'Failed to create the Shift.', 'Failed to delete the Shift.'],
};

/** The "## 8." section of a spec document, up to the next "## ". */
export function catalogueOf(markdown: string): string {
  const start = markdown.search(/^## 8\. /m);
  if (start < 0) throw new Error('The document has no "## 8." section.');
  const rest = markdown.slice(start + 1).search(/^## /m);
  return rest < 0 ? markdown.slice(start) : markdown.slice(start, start + 1 + rest);
}

/**
 * The texts a catalogue quotes between single quotes, in order. A quote opens after a non-word
 * character and closes before one; a quote inside a quote ('... in the 'Payroll Transfer' page.')
 * nests; an apostrophe between letters (it's) is part of the text.
 */
export function quotedTexts(section: string): string[] {
  const texts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < section.length; i++) {
    const c = section[i];
    if (c === "'") {
      const before = section[i - 1] ?? ' ';
      const after = section[i + 1] ?? ' ';
      const opens = !/[A-Za-z0-9]/.test(before);
      const closes = !/[A-Za-z0-9{]/.test(after);
      if (depth === 0 && opens) {
        depth = 1;
        current = '';
        continue;
      }
      if (depth > 0 && opens && !closes) {
        depth++;
        current += c;
        continue;
      }
      if (depth > 0 && closes) {
        depth--;
        if (depth === 0) texts.push(current);
        else current += c;
        continue;
      }
    }
    if (depth > 0) current += c;
  }
  return texts;
}

/** A code: lower-case first, at most three words, no sentence's ending ('success', 'code extis'). */
const isCode = (text: string) => /^[a-z][A-Za-z]*( [a-z]+){0,2}$/.test(text);

/** Every text of the three documents' §8 catalogues, each once, shorthand read as the texts it means. */
export function specTexts(specDir: string): SpecText[] {
  const byText = new Map<string, SpecText>();
  for (const file of readdirSync(specDir).filter((f) => /^\d-.*\.md$/.test(f)).sort()) {
    const doc = Number(file[0]);
    for (const quoted of quotedTexts(catalogueOf(readFileSync(join(specDir, file), 'utf8')))) {
      for (const text of READINGS[quoted] ?? [quoted]) {
        const known = byText.get(text);
        if (known) {
          if (!known.docs.includes(doc)) known.docs.push(doc);
        } else byText.set(text, { text, docs: [doc], ...(isCode(text) ? { code: true as const } : {}) });
      }
    }
  }
  return [...byText.values()];
}
