// Text the shop writes into spreadsheets (the accountant's orders, the product catalogue) comes
// from buyers and admins. Excel, LibreOffice and Google Sheets run a cell that starts with '=',
// '+', '-' or '@' (a tab or carriage return may come first) as a formula: a name like
// '=HYPERLINK(…)' would act in the reader's spreadsheet. Such text gets a leading apostrophe and
// shows as the text it is; the product import drops that apostrophe again, so an export read back
// changes nothing.

/** Text that would run as a formula, with any apostrophes this module put before it. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * The text made inert. Text that already starts with apostrophes before a formula character
 * gets one more too, so `textOfCell` can give back exactly what was written.
 */
export function inertText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The text an inert cell stands for: the one apostrophe `inertText` added is dropped. */
export function textOfCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value;
}
