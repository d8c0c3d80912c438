// Tiny DOM builders: elements with attributes and children, text always set as text (never as markup).

type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;

/** Builds an element; `on…` attributes become listeners, `false`/`null` attributes are left out. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: ReadonlyArray<Child>
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') {
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === 'class') {
      el.className = String(value);
    } else if (value === true) {
      el.setAttribute(key, '');
    } else {
      el.setAttribute(key, String(value));
    }
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

/** Replaces an element's children. */
export function mount(parent: Element, ...children: ReadonlyArray<Child>): void {
  parent.replaceChildren(
    ...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false),
  );
}

/** The page's polite live region: short announcements and errors. */
let fading: ReturnType<typeof setTimeout> | null = null;

/** How long a refusal stays up: long enough to read, not so long it reads as a live error through the game. */
export const ERROR_SHOWN_MS = 8000;

/** `stays`: an error that stays true until the player acts (a lost connection), never faded. */
export function announce(text: string, kind: 'info' | 'error' = 'info', stays = false): void {
  const status = document.getElementById('status');
  if (status === null) return;
  status.textContent = text;
  status.dataset.kind = kind;
  if (fading !== null) clearTimeout(fading);
  fading = null;
  if (kind === 'error' && text !== '' && !stays) {
    fading = setTimeout(() => {
      fading = null;
      if (status.textContent === text) status.textContent = '';
    }, ERROR_SHOWN_MS);
  }
}
