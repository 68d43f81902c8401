import type { Db, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { UploadStore } from '../../storage/upload-store.ts';
import { withUploads } from '../../storage/upload-batch.ts';
import type { ReferenceContent } from '../../schemas/content.ts';
import { referenceMessages as m, type ReferenceForm } from '../../schemas/admin-content.ts';
import { notFound } from '../../core/errors.ts';

const COLUMNS = 'id, company_name, logo_url, description, testimonial, contact_person, is_active';
type ReferenceRow = Row<'company_references', 'id' | 'company_name' | 'logo_url' | 'description' | 'testimonial' | 'contact_person' | 'is_active'>;

/** Every reference in the admin's order, with its isActive flag (the site shows active ones). */
export async function listReferences(sql: Db): Promise<ReferenceContent[]> {
  const rows = await sql<ReferenceRow[]>`SELECT ${sql.unsafe(COLUMNS)} FROM company_references ORDER BY sort_order, id`;
  return rows.map(toReference);
}

/** Creates or updates a reference; a new logo replaces the old one, `removeExistingImage` drops it. */
export async function saveReference(sql: Sql, store: UploadStore, input: { id?: number; form: ReferenceForm; logo: File | null }): Promise<ReferenceContent> {
  const { id, form } = input;
  if (id !== undefined) {
    const [current] = await sql<{ found: number }[]>`SELECT 1 AS found FROM company_references WHERE id = ${id}`;
    if (!current) throw notFound(m.notFound);
  }
  return withUploads(store, async (batch) => {
    const logoUrl = input.logo ? await batch.image(input.logo) : null;
    const values: Record<string, unknown> = {
      company_name: form.companyName, description: form.description, testimonial: form.testimonial,
      contact_person: form.contactPerson, is_active: form.isActive,
    };
    if (logoUrl) values.logo_url = logoUrl;
    else if (form.removeExistingImage) values.logo_url = null;
    if (id === undefined) {
      // New references go to the end of the carousel.
      const [last] = await sql<{ next: number }[]>`SELECT coalesce(max(sort_order), 0)::int + 1 AS next FROM company_references`;
      values.sort_order = last!.next;
    }
    const [row] = id === undefined
      ? await sql<ReferenceRow[]>`INSERT INTO company_references ${sql(values)} RETURNING ${sql.unsafe(COLUMNS)}`
      : await sql<ReferenceRow[]>`UPDATE company_references SET ${sql(values)} WHERE id = ${id} RETURNING ${sql.unsafe(COLUMNS)}`;
    if (!row) throw notFound(m.notFound);
    return toReference(row);
  });
}

export async function deleteReference(sql: Sql, id: number): Promise<void> {
  const deleted = await sql<{ id: number }[]>`DELETE FROM company_references WHERE id = ${id} RETURNING id`;
  if (!deleted.length) throw notFound(m.notFound);
}

function toReference(r: ReferenceRow): ReferenceContent {
  return {
    id: r.id, companyName: r.company_name, logoUrl: r.logo_url, description: r.description,
    testimonial: r.testimonial, contactPerson: r.contact_person, isActive: r.is_active,
  };
}
