import type { APIRoute, GetStaticPaths } from 'astro';
import { LEGAL_KINDS, isLegalKind } from '../../lib/legal-kinds';
import { legalText } from '../../lib/legal-texts';

// Each legal text as { title, updated, html }, fetched by the legal dialog when it opens
// (so pages do not carry six texts they rarely show).
export const getStaticPaths: GetStaticPaths = () => LEGAL_KINDS.map((kind) => ({ params: { kind } }));

export const GET: APIRoute = async ({ params }) => {
  const kind = params.kind ?? '';
  if (!isLegalKind(kind)) return new Response(null, { status: 404 });
  return Response.json(await legalText(kind));
};
