import type { Language } from './config.ts';
import { t } from './messages.ts';

/** Escapes text for HTML content and attribute values. */
export function html(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f4f4}
main{max-width:28rem;margin:2rem auto;padding:1.5rem 2rem 2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
.brand{font-weight:600;color:#4d4d4d;margin:0 0 .5rem}
.top{max-width:28rem;margin:1.5rem auto 0;padding:0 .5rem;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem}
.logo{display:inline-flex;color:#1d1c1a;border-radius:.375rem}
.logo .mark{fill:#0a5fa8}.logo .arch{stroke:#fff}.logo .word{fill:#1d1c1a;font-family:Georgia,'Times New Roman',serif;font-weight:700}
.back{font-weight:600}
h1{font-size:1.5rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin-top:1rem}
.hint{display:block;color:#4d4d4d;font-size:.875rem}
input{display:block;width:100%;margin-top:.25rem;padding:.6rem .75rem;font:inherit;border:2px solid #595959;border-radius:.25rem}
input[aria-invalid=true]{border-color:#b00020}
.field-error{display:block;color:#b00020;font-weight:600;margin-top:.25rem}
.summary{border:3px solid #b00020;padding:.75rem 1rem;margin-bottom:1rem;border-radius:.25rem}
.summary h2{font-size:1.1rem;margin:0 0 .25rem}
.summary a{color:#b00020}
button{margin-top:1.5rem;width:100%;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#0a72cc;border:0;border-radius:.25rem;cursor:pointer}
button.secondary{background:#fff;color:#0a4a85;border:2px solid #0a4a85}
a{color:#0a4a85}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
p.switch{margin-top:1.5rem}
dl.account{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dl.account dt{font-weight:600}dl.account dd{margin:0;overflow-wrap:anywhere}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
`;

export interface Field {
  readonly name: string;
  readonly label: string;
  readonly type: 'text' | 'email' | 'password';
  readonly autocomplete: string;
  readonly value?: string;
  readonly hint?: string;
  readonly error?: string;
  readonly required?: boolean;
}

/** One labelled input; its hint and error are tied to it with aria-describedby. */
function field(input: Field): string {
  const described = [input.hint === undefined ? undefined : `${input.name}-hint`, input.error === undefined ? undefined : `${input.name}-error`].filter((id) => id !== undefined);
  return `<label for="${input.name}">${html(input.label)}${input.hint === undefined ? '' : `<span class="hint" id="${input.name}-hint">${html(input.hint)}</span>`}</label>
${input.error === undefined ? '' : `<span class="field-error" id="${input.name}-error">${html(input.error)}</span>`}
<input id="${input.name}" name="${input.name}" type="${input.type}" autocomplete="${input.autocomplete}"${input.required === false ? '' : ' required'}${input.value === undefined ? '' : ` value="${html(input.value)}"`}${described.length === 0 ? '' : ` aria-describedby="${described.join(' ')}"`}${input.error === undefined ? '' : ' aria-invalid="true"'}>`;
}

/** Error summary at the top of a form: announced, focused, each entry linking to its field. */
function summary(language: Language, errors: readonly { field?: string; message: string }[]): string {
  if (errors.length === 0) return '';
  const entries = errors.map((error) => `<li>${error.field === undefined ? html(error.message) : `<a href="#${error.field}">${html(error.message)}</a>`}</li>`).join('');
  return `<div class="summary" role="alert" tabindex="-1" id="error-summary"><h2>${html(t(language, 'errors.summary'))}</h2><ul>${entries}</ul></div>`;
}

/**
 * The portal's wordmark (src/components/page/Header.astro draws the same): an open arch over a plinth and the
 * name, so the visitor sees whose account this is.
 */
function logo(backUrl: string | undefined): string {
  const mark = `<svg viewBox="0 0 152 28" width="152" height="28" role="img" aria-label="Europeana" focusable="false">
<rect class="mark" width="28" height="28" rx="7"></rect>
<path class="arch" d="M8.5 21V13a5.5 5.5 0 0 1 11 0v8M6 21.5h16" fill="none" stroke-width="2.75" stroke-linecap="round"></path>
<text class="word" x="36" y="20.5" font-size="20" textLength="114" lengthAdjust="spacingAndGlyphs" aria-hidden="true">Europeana</text>
</svg>`;
  return backUrl === undefined ? `<span class="logo" data-qa="sign-in-logo">${mark}</span>` : `<a class="logo" href="${html(backUrl)}" data-qa="sign-in-logo">${mark}</a>`;
}

/** Options of a page: its errors, a script, and the website to go back to (sign-in and sign-up pages). */
export interface PageOptions {
  readonly hasErrors?: boolean;
  readonly script?: string;
  readonly backUrl?: string | undefined;
}

/** A complete page in the given language. */
export function page(language: Language, heading: string, body: string, options: PageOptions = {}): string {
  const title = `${options.hasErrors === true ? `${t(language, 'errors.summary')}: ` : ''}${heading} · ${t(language, 'page.title')}`;
  const focus = options.hasErrors === true ? "<script>document.getElementById('error-summary')?.focus()</script>" : '';
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">${html(t(language, 'page.skip'))}</a>
<header class="top">${logo(options.backUrl)}${options.backUrl === undefined ? '' : `<a class="back" href="${html(options.backUrl)}" data-qa="sign-in-back">${html(t(language, 'page.back'))}</a>`}</header>
<main id="main">
<p class="brand">${html(t(language, 'page.title'))}</p>
<h1>${html(heading)}</h1>
${body}
</main>
${focus}${options.script ?? ''}
</body>
</html>`;
}

export interface FormError {
  readonly field?: string;
  readonly message: string;
}

export interface SignInView {
  readonly action: string;
  readonly signUpUrl: string;
  /** The website the visitor came from (see routes.ts `backUrl`). */
  readonly backUrl?: string | undefined;
  readonly login?: string;
  readonly errors?: readonly FormError[];
}

export function signInPage(language: Language, view: SignInView): string {
  const errors = view.errors ?? [];
  const errorFor = (name: string): string | undefined => errors.find((error) => error.field === name)?.message;
  const body = `${summary(language, errors)}
<form method="post" action="${html(view.action)}" novalidate>
${field({ name: 'username', label: t(language, 'signIn.login'), type: 'text', autocomplete: 'username', value: view.login ?? '', ...optional('error', errorFor('username')) })}
${field({ name: 'password', label: t(language, 'signIn.password'), type: 'password', autocomplete: 'current-password', ...optional('error', errorFor('password')) })}
<button type="submit" id="kc-login" data-qa="sign-in-submit">${html(t(language, 'signIn.submit'))}</button>
</form>
<p class="switch">${html(t(language, 'signIn.noAccount'))} <a href="${html(view.signUpUrl)}" data-qa="sign-up-link">${html(t(language, 'signIn.toSignUp'))}</a></p>`;
  return page(language, t(language, 'signIn.heading'), body, { hasErrors: errors.length > 0, backUrl: view.backUrl });
}

export interface SignUpView {
  readonly action: string;
  readonly signInUrl: string;
  readonly backUrl?: string | undefined;
  readonly email?: string;
  readonly username?: string;
  readonly errors?: readonly FormError[];
}

export function signUpPage(language: Language, view: SignUpView): string {
  const errors = view.errors ?? [];
  const errorFor = (name: string): string | undefined => errors.find((error) => error.field === name)?.message;
  const body = `${summary(language, errors)}
<form method="post" action="${html(view.action)}" novalidate>
${field({ name: 'email', label: t(language, 'signUp.email'), type: 'email', autocomplete: 'email', value: view.email ?? '', ...optional('error', errorFor('email')) })}
${field({ name: 'username', label: t(language, 'signUp.username'), type: 'text', autocomplete: 'username', value: view.username ?? '', hint: t(language, 'signUp.usernameHint'), ...optional('error', errorFor('username')) })}
${field({ name: 'password', label: t(language, 'signUp.password'), type: 'password', autocomplete: 'new-password', hint: t(language, 'signUp.passwordHint'), ...optional('error', errorFor('password')) })}
${field({ name: 'password-confirm', label: t(language, 'signUp.passwordConfirm'), type: 'password', autocomplete: 'new-password', ...optional('error', errorFor('password-confirm')) })}
<button type="submit" data-qa="sign-up-submit">${html(t(language, 'signUp.submit'))}</button>
</form>
<p class="switch">${html(t(language, 'signUp.haveAccount'))} <a href="${html(view.signInUrl)}" data-qa="sign-in-link">${html(t(language, 'signUp.toSignIn'))}</a></p>`;
  return page(language, t(language, 'signUp.heading'), body, { hasErrors: errors.length > 0, backUrl: view.backUrl });
}

export interface AccountView {
  /** The account signed in to the provider, or undefined (no session here). */
  readonly account: { readonly username: string; readonly email: string; readonly name: string } | undefined;
  readonly signOutUrl: string;
  readonly backUrl: string | undefined;
}

/** Keycloak's account page (`{issuer}/account`), as far as this provider manages an account: who it is, and out. */
export function accountPage(language: Language, view: AccountView): string {
  if (view.account === undefined) return page(language, t(language, 'account.heading'), `<p data-qa="account-signed-out">${html(t(language, 'account.signedOut'))}</p>`, { backUrl: view.backUrl });
  const rows = ([['account.username', view.account.username], ['account.email', view.account.email], ['account.name', view.account.name]] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `<dt>${html(t(language, key))}</dt><dd>${html(value)}</dd>`)
    .join('');
  const body = `<dl class="account" data-qa="account-details">${rows}</dl>
<p class="switch"><a href="${html(view.signOutUrl)}" data-qa="account-sign-out">${html(t(language, 'account.signOut'))}</a></p>`;
  return page(language, t(language, 'account.heading'), body, { backUrl: view.backUrl });
}

/** Message page (expired interaction, provider errors, signed out). */
export function messagePage(language: Language, heading: string, message: string): string {
  return page(language, heading, `<p>${html(message)}</p>`);
}

/**
 * The RP-initiated logout confirmation around oidc-provider's hidden form (`form` carries the xsrf token).
 * With an id_token_hint the client proved the session, so the page signs out at once, as Keycloak does.
 */
export function logoutPage(language: Language, form: string, autoSubmit: boolean): string {
  const body = `${form}
<p>${html(t(language, 'logout.question'))}</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes" data-qa="sign-out-submit" autofocus>${html(t(language, 'logout.confirm'))}</button>
<button type="submit" form="op.logoutForm" class="secondary">${html(t(language, 'logout.cancel'))}</button>`;
  const script = autoSubmit
    ? "<script>(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})()</script>"
    : '';
  return page(language, t(language, 'logout.heading'), body, { script });
}

/** `{ [key]: value }` when value is defined, else `{}` (exactOptionalPropertyTypes-friendly spreading). */
export function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
