// The one amount reader now lives with the shared formats; this path stays for the rates panels'
// percentages until they import it from there.
export { parseAmount } from '../../../shared/format/amount';
