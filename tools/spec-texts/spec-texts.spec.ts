import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueOf, quotedTexts, SpecText, specTexts } from './catalogue';

const ROOT = join(__dirname, '..', '..');
const SPEC = join(ROOT, '..', 'shared', 'spec');
const TEXTS: SpecText[] = JSON.parse(readFileSync(join(__dirname, 'spec-texts.json'), 'utf8'));

/**
 * Where our words deliberately differ from the spec's, and what we say instead: only departures
 * docs/decisions/0054-texts-and-small-defects.md records. Nothing else belongs here.
 */
const DEPARTURES: Record<string, { ours: string; why: string }> = {
  'Not able to approve, as not enough leave balance is available for The {type}.': {
    ours: 'Not able to approve, as not enough leave balance is available for {type}.',
    why: "ADR 0054 (Texts: leave balance refusals): the type's name follows, 'for The Annual Leave' is not English",
  },
};

/** The console's and the libraries' source, tests and comments left out: a text must be one the product says. */
function productSource(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.(int-)?spec\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk(join(ROOT, 'apps', 'console', 'src'));
  walk(join(ROOT, 'libs'));
  return files.map((f) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')).join('\n');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text as it may stand in source: each {placeholder} a template's `${...}` or the same `{name}`
 * filled in later; a trailing '...' (a list follows) left off; an apostrophe also escaped (\').
 * A code must be a whole string literal.
 */
function patternOf({ text, code }: Pick<SpecText, 'text' | 'code'>): RegExp {
  const literal = text
    .replace(/\s*\.\.\.$/, '')
    .split(/\{\w+\}/)
    .map((part) => escape(part).replace(/'/g, "(?:'|\\\\')"))
    .join('(?:\\$\\{[^}\\n]*\\}|\\{\\w+\\})');
  return new RegExp(code ? `(['"\`])${literal}\\1` : literal);
}

describe("the spec's error catalogues (§8 of documents 1-3)", () => {
  const source = productSource();

  it('spec-texts.json holds what the spec quotes (regenerate with tools/spec-texts/generate.ts)', () => {
    expect(TEXTS).toEqual(specTexts(SPEC));
  });

  it('every text appears verbatim in the console or the server', () => {
    const missing = TEXTS.filter((t) => !DEPARTURES[t.text] && !patternOf(t).test(source)).map((t) => `document ${t.docs.join(', ')}: '${t.text}'`);
    expect(missing).toEqual([]);
  });

  it('a departure names its ADR, is still quoted by the spec, and our text is there instead', () => {
    for (const [text, { ours, why }] of Object.entries(DEPARTURES)) {
      expect(why).toMatch(/^ADR 0054 /);
      expect(TEXTS.map((t) => t.text)).toContain(text);
      expect(patternOf({ text: ours }).test(source)).toBe(true);
      expect(patternOf({ text }).test(source)).toBe(false);
    }
  });

  it('reads quotes inside quotes and apostrophes inside words', () => {
    const section = "## 8. X\n\nPunch: message close gives 'The date is closed. Re-open it in the 'Payroll Transfer' page.'; 'it's in use.' and 'Failed.'\n";
    expect(quotedTexts(catalogueOf(section))).toEqual(["The date is closed. Re-open it in the 'Payroll Transfer' page.", "it's in use.", 'Failed.']);
  });
});
