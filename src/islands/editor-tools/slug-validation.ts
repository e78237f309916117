/**
 * slug-validation: the slug's format (src/lib/editor-tools/slug.ts) and that no other entry of
 * the content type uses it (asked of the content system through the SDK's `space.getEntries`).
 * An unacceptable slug marks the field invalid and says why.
 */
import { SLUG_MAX_LENGTH, slugFormatProblem } from '../../lib/editor-tools/slug.ts';
import { setStatus, startTool, text } from './sdk.ts';

const DEBOUNCE_MS = 300;

startTool((sdk, page) => {
  const input = page.ui.querySelector<HTMLInputElement>('[data-qa="slug-input"]');
  const feedback = page.ui.querySelector<HTMLElement>('[data-qa="slug-feedback"]');
  if (!input || !feedback) return;
  input.value = text(sdk.field.getValue());
  let sequence = 0;

  const show = (ok: boolean, message: string): void => {
    input.classList.toggle('is-invalid', !ok);
    input.classList.toggle('is-valid', ok);
    input.setAttribute('aria-invalid', String(!ok));
    feedback.textContent = message;
    feedback.className = ok ? 'valid-feedback d-block' : 'invalid-feedback d-block';
    sdk.field.setInvalid(!ok);
  };

  const validate = async (slug: string): Promise<void> => {
    const mine = ++sequence;
    const problem = slugFormatProblem(slug);
    if (problem) {
      show(false, page.msg(`tools.slug.${problem}`, { max: SLUG_MAX_LENGTH }));
      return;
    }
    setStatus(page.msg('tools.slug.checking'));
    const others = await sdk.space.getEntries({
      content_type: sdk.contentType.sys.id,
      [`fields.${sdk.field.id}`]: slug,
      'sys.id[ne]': sdk.entry.getSys().id,
      limit: 1,
    });
    if (mine !== sequence) return;
    setStatus('');
    if (others.total > 0) show(false, page.msg('tools.slug.duplicate'));
    else show(true, page.msg('tools.slug.ok'));
  };

  let timer: number | undefined;
  input.addEventListener('input', () => {
    const slug = input.value.trim();
    if (slug === '') void sdk.field.removeValue();
    else void sdk.field.setValue(slug);
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void validate(slug), DEBOUNCE_MS);
  });
  if (input.value !== '') void validate(input.value);
});
