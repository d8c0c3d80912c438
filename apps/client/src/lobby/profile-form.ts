// Display name and seat colour, remembered on this device.
// The module alone, not the package's index: that would bring zod into the lobby's bundle.
import { seatColourName } from '../table/art/seat-colours';
import { nameProblem, normaliseName } from '@flotilla/protocol/display-name';
import { LIMITS } from '@flotilla/protocol/limits';
import { h } from '../ui/dom';
import { t } from '../i18n/i18n';
import { SEAT_COLOURS, saveProfile, type Profile } from '../net/storage';

/** The shared rule's reasons this form says in the reader's language (the rule itself speaks English). */
const NAME_PROBLEMS = [
  'errors:name.length',
  'errors:name.characters',
  'errors:name.letter',
  'errors:name.bot',
];

/** Why the server would refuse `name`, in the reader's language; '' when it would not. */
function nameProblemWords(name: string): string {
  const problem = nameProblem(name);
  if (problem === null) return '';
  const { min, max } = LIMITS.nameLength;
  const key = NAME_PROBLEMS.find((k) => t(k, { lng: 'en', min, max }) === problem);
  return key === undefined ? problem : t(key, { min, max });
}

export function profileForm(profile: Profile, onChange: (profile: Profile) => void): HTMLElement {
  const name = h('input', {
    id: 'profile-name',
    name: 'name',
    value: profile.name,
    maxlength: 24,
    required: true,
    autocomplete: 'nickname',
  });
  const swatches = SEAT_COLOURS.map((colour) =>
    h(
      'label',
      { class: `swatch seat-${colour}`, title: seatColourName(colour) },
      h('input', { type: 'radio', name: 'colour', value: colour, checked: colour === profile.colour }),
      h('span', { class: 'visually-hidden' }, seatColourName(colour)),
    ),
  );
  // Why the name typed is refused, shown as long as it is: tables take the last accepted name, not this one.
  const problem = h('p', { class: 'form-problem', id: 'profile-problem', role: 'alert' });
  name.setAttribute('aria-describedby', 'profile-problem');
  const form = h(
    'form',
    { class: 'card profile', 'aria-labelledby': 'profile-title' },
    h('h2', { id: 'profile-title' }, t('lobby:profile.title')),
    h('label', { for: 'profile-name' }, t('lobby:profile.name')),
    name,
    problem,
    h('fieldset', { class: 'swatches' }, h('legend', {}, t('lobby:profile.colour')), ...swatches),
  );
  const update = (): void => {
    // The server's own rule (shared in @flotilla/protocol), so the form never offers a name a table refuses.
    const normalised = normaliseName(name.value);
    name.setCustomValidity(nameProblemWords(normalised));
    problem.textContent = name.validationMessage;
    if (!name.checkValidity()) return;
    const checked = form.querySelector<HTMLInputElement>('input[name="colour"]:checked');
    const colour = SEAT_COLOURS.find((c) => c === checked?.value) ?? profile.colour;
    const next = { name: normalised, colour };
    saveProfile(next);
    onChange(next);
  };
  form.addEventListener('input', update);
  form.addEventListener('submit', (event) => event.preventDefault());
  return form;
}

/**
 * True when the display name in `form` may sit at a table; otherwise the browser points at the field and its
 * reason, and nothing should be joined: the player would sit down under the last name that was accepted.
 */
export function nameReady(form: HTMLElement): boolean {
  const name = form.querySelector<HTMLInputElement>('#profile-name');
  if (name === null || name.checkValidity()) return true;
  name.reportValidity();
  name.focus();
  return false;
}
