/**
 * What a spreadsheet (Excel, LibreOffice Calc, Google Sheets, Numbers) takes for the start of a
 * formula when it opens a CSV: = + - @, TAB and CR (OWASP "CSV Injection"), and the full-width
 * forms of = + - @ that Numbers folds into them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text cell a spreadsheet will not run: one that would start a formula gets a leading single
 * quote (which spreadsheets read as "this is text" and do not show), the whole original text
 * after it. Any other text is unchanged. One rule for every CSV the product writes: the server's
 * files (payroll, job costing, allowances) and the console's list exports (ADR 0048, ADR 0073).
 */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
