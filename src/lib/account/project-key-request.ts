import { z } from 'zod';
import { userText } from '../text/user-text.ts';

/**
 * A request for a project API key (europeana.eu's UserProjectApiKeyForm on pages/account/api-keys.vue): a project
 * key is not made at once like a personal one (src/lib/apis/auth-keys.ts) but asked of the API provider, who reviews
 * the request and answers by e-mail. The form posts to the API keys page (it works without JavaScript), which sends
 * the request to the feedback service (src/lib/apis/feedback.ts) with the user's e-mail address.
 */
export const PROJECT_NAME_MAX = 200;
export const PROJECT_PURPOSE_MAX = 1500;

export const projectKeyRequestSchema = z.object({
  project: userText({ field: 'title', max: PROJECT_NAME_MAX }),
  organisation: userText({ field: 'title', max: PROJECT_NAME_MAX, min: 0 }),
  purpose: userText({ field: 'description', max: PROJECT_PURPOSE_MAX, multiline: true }),
  terms: z.literal('on'),
});
export type ProjectKeyRequest = z.infer<typeof projectKeyRequestSchema>;

/** The form's fields as posted (absent ones empty), for parsing and for showing them again. */
export function projectKeyFormValues(form: FormData): Record<'project' | 'organisation' | 'purpose' | 'terms', string> {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  return { project: value('project'), organisation: value('organisation'), purpose: value('purpose'), terms: value('terms') };
}

/** The message the API provider receives (in English: it is read by the provider's staff). */
export function projectKeyRequestText(request: ProjectKeyRequest, user: { readonly sub: string; readonly name: string | undefined }): string {
  return [
    'Project API key request',
    `Project: ${request.project}`,
    ...(request.organisation ? [`Organisation: ${request.organisation}`] : []),
    `Requested by: ${user.name ?? user.sub} (user ${user.sub})`,
    'Terms of use accepted: yes',
    '',
    request.purpose,
  ].join('\n');
}
