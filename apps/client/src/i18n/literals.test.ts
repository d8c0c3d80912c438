// No word for a person is written in the client's code: every sentence, label and tooltip comes from the message
// files (a third language is a folder, nothing else). The TypeScript parser reads each source file; a string that
// looks like words (two words, or one capitalised word) is refused unless it sits where no person reads it (a CSS
// class, an import, a developer's error, a key compared with) or is listed below with its reason. The same scan
// checks that every message key written out in the code exists in English.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { keysOf, resourcesOf } from './catalogue';
import { localeFiles } from './locale-files';
import { SOURCE_LANGUAGE } from './i18n';

const SRC = join(__dirname, '..');

/** Words in code that are not the app's to translate, by file (relative to src) and text. */
const ALLOWED: ReadonlyArray<{ file: string; text: RegExp; why: string }> = [
  { file: 'ui/theme.ts', text: /Alegreya Sans|Segoe UI/, why: 'font stacks' },
  { file: 'sample/sample-game.ts', text: /^[A-Z][a-z]{3}$/, why: "sample seats' names are data" },
];

/** The calls whose string arguments nobody reads as the app's words (`t` and each game's wrappers of it take keys). */
const SILENT_CALLS =
  /^(t|tNodes|w|cw|b|said|mine|i18next\.t|console\.\w+|Error|TypeError|RangeError|logger\.\w+|.*\.querySelector(All)?|.*\.closest|.*\.matches|.*\.getElementById|.*\.(add|remove|toggle|contains)|.*\.setAttribute|.*\.getAttribute|.*\.removeAttribute|.*\.dispatchEvent|Event|CustomEvent|.*addEventListener|.*removeEventListener|.*\.on|.*\.off|.*\.once|.*\.emit|.*\.send|.*onMessage)$/;

/** Attributes and properties that hold names for code, not words for people. */
const SILENT_PROPERTIES = new Set([
  'class',
  'className',
  'id',
  'type',
  'role',
  'rel',
  'target',
  'for',
  'name',
  'lang',
  'href',
  'src',
  'key',
  'code',
  'kind',
  'autocomplete',
  'aria-keyshortcuts',
  'inputmode',
  'font',
  'fontFamily',
  'text-anchor',
  'dominant-baseline',
]);

/** CSS classes ("rules-holder how-to-play-holder"): lowercase names, at least one with a hyphen. */
const CLASS_LIST = /^(?=.*-)[a-z0-9]+(?:-[a-z0-9]+)*(?: [a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** SVG or HTML markup our drawings put together (`<circle cx="`): code, its words come from messages. */
const MARKUP = /^<|^"? ?\w+(-\w+)*="|="\s*$/;

const WORDS = /[A-Za-z]{2,}[ ’'][A-Za-z]{2,}|^[A-Z][a-z]{2,}[.!?…:]?$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|\.d\.ts$|^test-/.test(name) ? [path] : [];
  });
}

function isText(
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  );
}

/** True where a string is code's own: an import, a type, a key compared with, a class name, a silent call. */
function silent(node: ts.Node, source: ts.SourceFile): boolean {
  let child: ts.Node = node;
  for (let up = node.parent; up !== undefined && !ts.isSourceFile(up); child = up, up = up.parent) {
    if (ts.isImportDeclaration(up) || ts.isExportDeclaration(up) || ts.isLiteralTypeNode(up)) return true;
    if (ts.isCaseClause(up) && up.expression === child) return true;
    if (ts.isBinaryExpression(up) && /^(===|!==|==|!=)$/.test(up.operatorToken.getText(source))) return true;
    if (ts.isPropertyAssignment(up) && up.initializer === child) {
      const name = up.name.getText(source).replace(/^['"]|['"]$/g, '');
      if (SILENT_PROPERTIES.has(name)) return true;
    }
    if (ts.isPropertyAssignment(up) && up.name === child) return true;
    if (ts.isElementAccessExpression(up)) return true;
    // A key put together from parts: `chart.${won ? 'Won' : 'Lost'}`, 'plain' + 'Amount'.
    if (
      ts.isTemplateSpan(up) ||
      (ts.isBinaryExpression(up) && up.operatorToken.kind === ts.SyntaxKind.PlusToken)
    )
      return /^[A-Z][a-z]+$/.test((node as ts.StringLiteral).text);
    if (ts.isCallExpression(up) || ts.isNewExpression(up))
      return SILENT_CALLS.test(up.expression.getText(source));
  }
  return false;
}

/** The exceptions the last scan used. */
const used = new Set<number>();

function wordsInCode(): string[] {
  const found: string[] = [];
  for (const path of sources(SRC)) {
    const file = relative(SRC, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        isText(node) &&
        WORDS.test(node.text) &&
        !CLASS_LIST.test(node.text) &&
        !MARKUP.test(node.text) &&
        !silent(node, source)
      ) {
        const text = node.text;
        const allowed = ALLOWED.findIndex((a) => a.file === file && a.text.test(text));
        if (allowed >= 0) used.add(allowed);
        else {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push(`${file}:${line + 1} ${JSON.stringify(text).slice(0, 90)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Every `t('namespace:key')` written out whole in the code. */
function keysInCode(): Array<{ where: string; key: string }> {
  const found: Array<{ where: string; key: string }> = [];
  for (const path of sources(SRC)) {
    const text = readFileSync(path, 'utf8');
    for (const match of text.matchAll(/\bt(?:Nodes)?\(\s*'([a-zA-Z]+):([\w.]+)'/g))
      found.push({ where: relative(SRC, path), key: `${match[1]}:${match[2]}` });
  }
  return found;
}

describe('words in the code', () => {
  it('none meant for a person is written outside the message files', () => {
    expect(wordsInCode()).toEqual([]);
  });

  it('lists no exception that no longer has a reason', () => {
    wordsInCode();
    expect(ALLOWED.filter((_, i) => !used.has(i)).map((a) => `${a.file} ${a.text}`)).toEqual([]);
  });

  it('every message key the code names exists in English', () => {
    const english = resourcesOf(localeFiles)[SOURCE_LANGUAGE] ?? {};
    const known = new Set(
      Object.entries(english).flatMap(([namespace, messages]) =>
        keysOf(messages).map(
          (key) => `${namespace}:${key.replace(/_(zero|one|two|few|many|other|you|toYou)$/, '')}`,
        ),
      ),
    );
    const missing = keysInCode().filter(
      ({ key }) => !known.has(key) && ![...known].some((k) => k.startsWith(`${key}.`)),
    );
    expect(missing).toEqual([]);
  });
});
