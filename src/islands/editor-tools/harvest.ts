/**
 * The harvesters (entity-harvester, record-harvester, image-harvester): a portal URL or
 * identifier in, the metadata from `/_api/editor-tools/harvest`, the entry's fields filled
 * (src/lib/editor-tools/fields.ts decides which).
 */
import { fieldAssignments, type Harvested } from '../../lib/editor-tools/fields.ts';
import { getJson, setStatus, startTool, text } from './sdk.ts';

export type HarvestKind = 'entity' | 'record' | 'image';

function isHarvested(value: unknown): value is Harvested {
  return value !== null && typeof value === 'object' && typeof (value as Harvested).identifier === 'string';
}

export function runHarvest(kind: HarvestKind): void {
  startTool((sdk, page) => {
    const form = page.ui.querySelector<HTMLFormElement>('[data-qa="harvest-form"]');
    const input = page.ui.querySelector<HTMLInputElement>('[data-qa="harvest-input"]');
    if (!form || !input) return;
    input.value = text(sdk.field.getValue());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void (async () => {
        input.removeAttribute('aria-invalid');
        const { status, body } = await getJson('/_api/editor-tools/harvest', { kind, input: input.value, locale: page.locale });
        if (status !== 200 || !isHarvested(body)) {
          const code = body !== null && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
          input.setAttribute('aria-invalid', 'true');
          setStatus(page.msg(code === 'badInput' || status === 400 ? 'tools.harvest.badInput' : status === 404 ? 'tools.harvest.notFound' : 'tools.harvest.failed'));
          return;
        }
        const assignments = fieldAssignments(body, Object.keys(sdk.entry.fields), sdk.field.id);
        for (const { field, value } of assignments) {
          if (field === sdk.field.id) await sdk.field.setValue(value);
          else await sdk.entry.fields[field]?.setValue(value);
        }
        input.value = body.identifier;
        setStatus(page.msg('tools.harvest.done', { fields: assignments.map((a) => a.field).join(', ') }));
      })();
    });
  });
}
