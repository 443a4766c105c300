import { formulaSafe } from '@timekeep/contracts';
import { stringify, type Stringifier } from 'csv-stringify';

/** A number as the product writes one: an optional minus, digits, optional decimals. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export interface CsvLayout<C extends string> {
  /** The header row, in order; each row is a record keyed by these. */
  columns: readonly C[];
  /**
   * Columns the product fills with numbers it formats itself (hours, units, rates). A plain number
   * there (`-1.50`) is written as it is, so a payroll importer reads a negative number; anything
   * else in them is text like every other cell.
   */
  numbers?: readonly C[];
}

/**
 * The one CSV writer of the product (ADR 0048): RFC 4180 quoting, CRLF line ends, the header row
 * even when there are no rows, and every text cell formula-safe: a cell that would start a
 * formula is prefixed with `'` and quoted. A stream: write rows (records keyed by the columns),
 * pipe it to the response.
 */
export function csvWriter<C extends string>(layout: CsvLayout<C>): Stringifier {
  const numbers = new Set<string>(layout.numbers ?? []);
  return stringify({
    header: true,
    columns: [...layout.columns],
    record_delimiter: '\r\n',
    // No line end after the last row, as the files always were.
    eof: false,
    cast: {
      string: (value, context) => {
        if (!context.header && typeof context.column === 'string' && numbers.has(context.column) && PLAIN_NUMBER.test(value)) return value;
        const safe = formulaSafe(value);
        return safe === value ? value : { value: safe, quoted: true };
      },
    },
  });
}
