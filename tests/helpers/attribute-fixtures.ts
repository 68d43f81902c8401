import { sendJsonAs } from './admin-session.ts';

// Technical attributes (issue 47) defined over the admin API, for the tests of what carries them.

/** A 'choice' attribute whose options are these labels, each coded as its label in lower case. */
export const choiceAttribute = (code: string, name: string, labels: string[]) => ({
  code,
  name,
  kind: 'choice',
  values: labels.map((label) => ({ code: label.toLowerCase(), label })),
});

/** Defines an attribute through POST /api/admin/attributes as the admin; its id. */
export async function defineAttribute(url: string, token: string, body: object): Promise<number> {
  const res = await sendJsonAs(token, 'POST', `${url}/api/admin/attributes`, body);
  return ((await res.json()) as { id: number }).id;
}
