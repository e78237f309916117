/**
 * Vote counts and votes on the pre-rendered feature-ideas page (src/components/content/FeatureVote.astro):
 * one `GET /_api/votes` fills in every count and the visitor's own votes; a click votes or takes
 * the vote back (`POST`/`DELETE /_api/votes`). Anonymous visitors see the counts and a login link.
 */
import { reportError } from '../site/events.ts';

interface VotesState {
  readonly counts: Readonly<Record<string, number>>;
  readonly voted: readonly string[];
  readonly signedIn: boolean;
  readonly available: boolean;
}

export function initFeatureVotes(): void {
  const controls = [...document.querySelectorAll<HTMLElement>('[data-vote-idea]')];
  if (controls.length === 0) return;
  void load(controls);
}

async function load(controls: readonly HTMLElement[]): Promise<void> {
  let state: VotesState;
  try {
    const response = await fetch('/_api/votes', { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    state = (await response.json()) as VotesState;
  } catch {
    return;
  }
  if (!state.available) return;
  for (const control of controls) {
    const id = control.dataset.voteIdea ?? '';
    show(control, state.counts[id] ?? 0, state.voted.includes(id));
    const button = control.querySelector<HTMLButtonElement>('[data-vote-button]');
    const login = control.querySelector<HTMLElement>('[data-vote-login]');
    if (button) button.hidden = !state.signedIn;
    if (login) login.hidden = state.signedIn;
    control.hidden = false;
    button?.addEventListener('click', () => {
      void toggle(control, button, id);
    });
  }
}

/** The label of a count in the page's language: its plural form (`featureIdeas.votes_one`…) by CLDR category. */
export function countLabel(labels: Readonly<Record<string, string>>, count: number, lang: string | undefined): string {
  let category: string;
  try {
    category = new Intl.PluralRules(lang).select(count);
  } catch {
    category = 'other';
  }
  return labels[category] ?? labels.other ?? '';
}

function readLabels(element: HTMLElement): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(element.dataset.labels ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function show(control: HTMLElement, count: number, voted: boolean): void {
  const lang = document.documentElement.lang || undefined;
  const counter = control.querySelector<HTMLElement>('[data-vote-count]');
  if (counter) counter.textContent = count.toLocaleString(lang);
  const label = control.querySelector<HTMLElement>('[data-vote-label]');
  if (label) label.textContent = countLabel(readLabels(label), count, lang);
  const button = control.querySelector<HTMLButtonElement>('[data-vote-button]');
  const text = control.querySelector<HTMLElement>('[data-vote-text]');
  if (button) {
    button.setAttribute('aria-pressed', String(voted));
    button.setAttribute('aria-label', (voted ? button.dataset.labelVoted : button.dataset.labelVote) ?? '');
  }
  if (text) text.textContent = (voted ? text.dataset.textVoted : text.dataset.textVote) ?? '';
}

async function toggle(control: HTMLElement, button: HTMLButtonElement, id: string): Promise<void> {
  const voted = button.getAttribute('aria-pressed') === 'true';
  button.disabled = true;
  try {
    const response = await fetch('/_api/votes', {
      method: voted ? 'DELETE' : 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ id }),
    });
    const body = (await response.json()) as { count?: number; voted?: boolean; login?: string; message?: string };
    if (response.status === 401 && body.login !== undefined) {
      window.location.assign(body.login);
      return;
    }
    if (response.ok && typeof body.count === 'number') show(control, body.count, body.voted === true);
    // A refusal (vote limit, store down): the generic notice "Error: {message}" (spec section 8).
    else if (body.message !== undefined) reportError({ message: body.message });
  } catch {
    // Offline: the control stays as it was.
  } finally {
    button.disabled = false;
  }
}
