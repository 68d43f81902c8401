import type { Sql, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { ACCOUNT_MESSAGES, MAX_ADDRESSES, type AddressInput, type AddressView } from '../../schemas/account.ts';

// A customer's saved addresses. Every query names the owner, so an id of another
// customer's address is simply not found.

/** Every column but the owner and the timestamps, which the account page does not show. */
type AddressRow = Omit<Row<'customer_addresses'>, 'user_id' | 'created_at' | 'updated_at'>;

const view = (r: AddressRow): AddressView => ({
  id: r.id,
  title: r.title,
  fullName: r.full_name,
  phone: r.phone,
  address: r.address,
  city: r.city,
  district: r.district,
  postalCode: r.postal_code,
  isDefaultBilling: r.is_default_billing,
  isDefaultShipping: r.is_default_shipping,
});

export async function listAddresses(sql: Sql, userId: number): Promise<AddressView[]> {
  const rows = await sql<AddressRow[]>`
    SELECT id, title, full_name, phone, address, city, district, postal_code, is_default_billing, is_default_shipping
    FROM customer_addresses WHERE user_id = ${userId} ORDER BY id`;
  return rows.map(view);
}

/** Marking a new default takes the mark from the customer's previous default of that kind. */
async function clearDefaults(tx: Tx, userId: number, input: AddressInput): Promise<void> {
  if (input.isDefaultBilling)
    await tx`UPDATE customer_addresses SET is_default_billing = false WHERE user_id = ${userId} AND is_default_billing`;
  if (input.isDefaultShipping)
    await tx`UPDATE customer_addresses SET is_default_shipping = false WHERE user_id = ${userId} AND is_default_shipping`;
}

export async function createAddress(sql: Sql, userId: number, input: AddressInput): Promise<AddressView> {
  return sql.begin(async (tx) => {
    // The user row is the lock that keeps two parallel saves from passing the limit together.
    await tx`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`;
    const [saved] = await tx<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM customer_addresses WHERE user_id = ${userId}`;
    if (saved!.n >= MAX_ADDRESSES) throw conflict(ACCOUNT_MESSAGES.tooManyAddresses);
    await clearDefaults(tx, userId, input);
    const [row] = await tx<AddressRow[]>`
      INSERT INTO customer_addresses (user_id, title, full_name, phone, address, city, district, postal_code, is_default_billing, is_default_shipping)
      VALUES (${userId}, ${input.title}, ${input.fullName}, ${input.phone}, ${input.address}, ${input.city}, ${input.district},
        ${input.postalCode}, ${input.isDefaultBilling}, ${input.isDefaultShipping})
      RETURNING id, title, full_name, phone, address, city, district, postal_code, is_default_billing, is_default_shipping`;
    return view(row!);
  });
}

export async function updateAddress(sql: Sql, userId: number, id: number, input: AddressInput): Promise<AddressView> {
  return sql.begin(async (tx) => {
    const [own] = await tx<
      Row<'customer_addresses', 'id'>[]
    >`SELECT id FROM customer_addresses WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`;
    if (!own) throw notFound(ACCOUNT_MESSAGES.addressNotFound);
    await clearDefaults(tx, userId, input);
    const [row] = await tx<AddressRow[]>`
      UPDATE customer_addresses SET title = ${input.title}, full_name = ${input.fullName}, phone = ${input.phone}, address = ${input.address},
        city = ${input.city}, district = ${input.district}, postal_code = ${input.postalCode},
        is_default_billing = ${input.isDefaultBilling}, is_default_shipping = ${input.isDefaultShipping}, updated_at = now()
      WHERE id = ${id} AND user_id = ${userId}
      RETURNING id, title, full_name, phone, address, city, district, postal_code, is_default_billing, is_default_shipping`;
    return view(row!);
  });
}

export async function deleteAddress(sql: Sql, userId: number, id: number): Promise<void> {
  const rows = await sql<
    Row<'customer_addresses', 'id'>[]
  >`DELETE FROM customer_addresses WHERE id = ${id} AND user_id = ${userId} RETURNING id`;
  if (rows.length === 0) throw notFound(ACCOUNT_MESSAGES.addressNotFound);
}
