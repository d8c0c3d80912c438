// 15 Men's words: a message of the `fifteenMen` namespace in the reader's language (the model and the labels both
// say things; neither imports the other for it).
import { t } from '../../i18n/i18n';

export function w(key: string, options: Record<string, unknown> = {}): string {
  return t(`fifteenMen:${key}`, options);
}
