// Words shared by every table: lists of names in the reader's language (a log says "you" through its messages'
// `_you` context).
import { formatList } from '../i18n/i18n';

/**
 * "Anne", "Anne and Bart", "Anne, Bart and Cora": a list as a sentence says it, in the reader's language
 * (`formatList`: "Anne, Bart et Cora").
 */
export function listed(names: ReadonlyArray<string>): string {
  return formatList(names);
}
