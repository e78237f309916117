/** disabled-single-line: the field's value, read-only, kept up to date. */
import { startTool } from './sdk.ts';

startTool((sdk, page) => {
  const output = page.ui.querySelector<HTMLInputElement>('[data-qa="read-only-value"]');
  if (!output) return;
  const show = (value: unknown): void => {
    const shown = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    output.value = shown;
    output.placeholder = page.msg('tools.readOnly.empty');
  };
  show(sdk.field.getValue());
  sdk.field.onValueChanged(show);
});
