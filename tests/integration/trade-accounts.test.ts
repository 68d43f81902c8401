import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';
import { adminAndCustomerTokens } from '../helpers/admin-session.ts';
import { call } from '../helpers/api-calls.ts';
import { registerCustomer, type TestCustomer } from '../helpers/account-fixtures.ts';
import { readMails } from '../helpers/checkout-fixtures.ts';
import { validateSessionToken } from '#api/auth/session.ts';

const backends = runsOn('pglite');

const company = {
  companyName: 'Işık Elektrik Taahhüt Ltd. Şti.',
  taxNumber: '1234567890',
  taxOffice: 'Ostim',
  phone: '0312 385 00 00',
  note: 'Şantiyeler için düzenli alım',
};

describe.each(backends)('trade accounts (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let admin: { token: string; id: number };
  let customer: TestCustomer;
  let groupId: number;
  const api = (method: string, path: string, token: string, body?: unknown) =>
    call(shop.server.url, method, path, { token, body });
  // The trade mails an address got (registration's own verification link aside, decision 0343).
  const mailsTo = async (email: string) =>
    (await readMails(shop.server.ctx.config.mailDir)).filter(
      (m) => m.includes(email) && !m.includes('/eposta-dogrula?token='),
    );
  const applications = () => shop.db.sql`SELECT count(*)::int AS n FROM trade_applications`;
  /** The group the next request of the customer prices with: read with the session check. */
  const groupOfSession = async (token: string) => (await validateSessionToken(shop.db.sql, token))?.user.priceGroup;

  beforeAll(async () => {
    const tokens = await adminAndCustomerTokens(shop.db.sql);
    admin = { token: tokens.admin, id: tokens.adminId };
    customer = await registerCustomer(shop.server.url, { fullName: 'İsmail Işıkçı' });
    const group = await api('POST', '/api/admin/price-groups', admin.token, { name: 'Bayi', discountPercent: 15 });
    groupId = group.json.id;
  });

  it.each([
    [{ ...company, taxNumber: '1234567891' }, 'Vergi numarası 10 haneli ve geçerli olmalıdır'],
    [{ ...company, taxNumber: '123456789' }, 'Vergi numarası 10 haneli ve geçerli olmalıdır'],
    [{ ...company, taxNumber: '12345678901' }, 'Vergi numarası 10 haneli ve geçerli olmalıdır'],
    [{ ...company, taxNumber: 'abcdefghij' }, 'Vergi numarası 10 haneli ve geçerli olmalıdır'],
    [{ ...company, taxNumber: 1234567890 }, 'Vergi numarası 10 haneli ve geçerli olmalıdır'],
    [{ ...company, companyName: 'X' }, 'Firma unvanı en az 2 karakter olmalıdır'],
    [{ ...company, taxOffice: '' }, 'Vergi dairesi giriniz'],
    [{ ...company, phone: 'telefonum' }, 'Geçerli bir telefon numarası giriniz'],
    [{ ...company, note: 'n'.repeat(1001) }, 'Not en fazla 1.000 karakter olabilir'],
  ])('refuses an application %# with a Turkish message and stores nothing', async (body, message) => {
    const before = await applications();
    const res = await api('POST', '/api/account/trade-application', customer.token, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await applications()).toEqual(before);
  });

  it('asks for a session', async () => {
    expect((await api('POST', '/api/account/trade-application', '', company)).status).toBe(401);
    expect((await api('GET', '/api/account/trade-application', '')).status).toBe(401);
  });

  it('takes one application (VKN with spaces too) and refuses a second while it is open', async () => {
    expect((await api('GET', '/api/account/trade-application', customer.token)).json).toEqual({
      application: null,
      account: null,
    });
    const applied = await api('POST', '/api/account/trade-application', customer.token, {
      ...company,
      taxNumber: '123 456 7890',
    });
    expect(applied.status).toBe(201);
    expect(applied.json.application).toMatchObject({ ...company, status: 'pending', decisionNote: null });
    expect(applied.json.account).toBeNull();
    const again = await api('POST', '/api/account/trade-application', customer.token, {
      ...company,
      taxNumber: '9876543217',
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('İncelenmekte olan bir başvurunuz var. Sonuçlanmasını bekleyin.');
    expect((await applications())[0]!.n).toBe(1);
  });

  it('opens one application when two are sent at once', async () => {
    const racer = await registerCustomer(shop.server.url, { fullName: 'Deniz Aras' });
    const sent = await Promise.all(
      [1, 2].map(() =>
        api('POST', '/api/account/trade-application', racer.token, { ...company, companyName: 'Aras Kablo' }),
      ),
    );
    expect(sent.map((r) => r.status).sort()).toEqual([201, 409]);
    const [open] = await shop.db.sql`SELECT count(*)::int AS n FROM trade_applications WHERE user_id = ${racer.id}`;
    expect(open!.n).toBe(1);
    // Gone again (its open application with it), so the lists below hold only the customers they name.
    expect((await api('DELETE', '/api/account', racer.token, { password: racer.password })).status).toBe(200);
  });

  it('lists it for the admin, searched Turkish-aware and filtered by state', async () => {
    for (const search of ['ışık', 'ISIK', 'işık', 'ismail', 'musteri_']) {
      const page = await api('GET', `/api/admin/trade-applications?search=${encodeURIComponent(search)}`, admin.token);
      expect(
        page.json.applications.map((a: { companyName: string }) => a.companyName),
        search,
      ).toEqual([company.companyName]);
    }
    const pending = await api('GET', '/api/admin/trade-applications?status=pending&page=1&pageSize=5', admin.token);
    expect(pending.json.applications[0]).toMatchObject({
      status: 'pending',
      customer: { id: customer.id, fullName: 'İsmail Işıkçı', email: customer.email },
      priceGroup: null,
      decidedBy: null,
    });
    expect(pending.json.pagination).toMatchObject({ page: 1, pageSize: 5, totalCount: 1 });
    expect((await api('GET', '/api/admin/trade-applications?status=rejected', admin.token)).json.applications).toEqual(
      [],
    );
    expect((await api('GET', '/api/admin/trade-applications?search=yokboyle', admin.token)).json.applications).toEqual(
      [],
    );
  });

  it('approves with a group: the group is set, the account made, the decision kept, the customer mailed', async () => {
    const [app] = await shop.db.sql<{ id: number }[]>`SELECT id FROM trade_applications WHERE user_id = ${customer.id}`;
    expect(await groupOfSession(customer.token)).toBeNull();
    const noGroup = await api('POST', `/api/admin/trade-applications/${app!.id}/approve`, admin.token, {});
    expect(noGroup.status).toBe(400);
    expect(noGroup.json.message).toBe('Onay için bir fiyat grubu seçin');
    const unknownGroup = await api('POST', `/api/admin/trade-applications/${app!.id}/approve`, admin.token, {
      priceGroupId: 999999,
    });
    expect(unknownGroup.json.message).toBe('Seçilen fiyat grubu bulunamadı');
    const [still] = await shop.db.sql`SELECT status FROM trade_applications WHERE id = ${app!.id}`;
    expect(still!.status).toBe('pending');

    const approved = await api('POST', `/api/admin/trade-applications/${app!.id}/approve`, admin.token, {
      priceGroupId: groupId,
    });
    expect(approved.status).toBe(200);
    const [user] = await shop.db.sql`SELECT price_group_id FROM users WHERE id = ${customer.id}`;
    expect(user!.price_group_id).toBe(groupId);
    expect(await groupOfSession(customer.token)).toEqual({ id: groupId, discountPercent: '15.00' });
    const [decided] = await shop.db.sql`
      SELECT status, decided_by, decided_at IS NOT NULL AS dated, price_group_id FROM trade_applications WHERE id = ${app!.id}`;
    expect(decided).toEqual({ status: 'approved', decided_by: admin.id, dated: true, price_group_id: groupId });
    const [change] = await shop.db
      .sql`SELECT group_name, changed_by FROM price_group_changes WHERE user_id = ${customer.id}`;
    expect(change).toEqual({ group_name: 'Bayi', changed_by: admin.id });

    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('kurumsal hesap başvurusu onaylandı');
    expect(mails[0]).toContain(company.companyName);

    const mine = await api('GET', '/api/account/trade-application', customer.token);
    expect(mine.json.application.status).toBe('approved');
    expect(mine.json.account).toEqual({
      companyName: company.companyName,
      taxNumber: company.taxNumber,
      taxOffice: company.taxOffice,
      phone: company.phone,
      approvedAt: expect.any(String),
    });
    const listed = await api('GET', '/api/admin/trade-applications?status=approved', admin.token);
    expect(listed.json.applications[0]).toMatchObject({
      priceGroup: { id: groupId, name: 'Bayi' },
      decidedBy: expect.any(String),
    });

    const twice = await api('POST', `/api/admin/trade-applications/${app!.id}/reject`, admin.token, {
      note: 'Geç kaldı',
    });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('Bu başvuru zaten sonuçlandırılmış');
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  it('rejects with a note the customer sees and reads in the mail; a new application may follow', async () => {
    const other = await registerCustomer(shop.server.url, { fullName: 'Şule Çağlar' });
    const { json } = await api('POST', '/api/account/trade-application', other.token, {
      ...company,
      companyName: 'Çağlar Yapı',
      taxNumber: '9029589240',
    });
    const id = json.application.id;
    for (const note of [undefined, '', 'ab'])
      expect(
        (await api('POST', `/api/admin/trade-applications/${id}/reject`, admin.token, { note })).json.message,
      ).toBe('Ret gerekçesi yazın (en az 3 karakter)');
    const rejected = await api('POST', `/api/admin/trade-applications/${id}/reject`, admin.token, {
      note: 'Vergi levhası bilgileri eşleşmedi',
    });
    expect(rejected.status).toBe(200);
    const mine = await api('GET', '/api/account/trade-application', other.token);
    expect(mine.json).toMatchObject({
      application: {
        status: 'rejected',
        decisionNote: 'Vergi levhası bilgileri eşleşmedi',
        decidedAt: expect.any(String),
      },
      account: null,
    });
    const [decided] = await shop.db.sql`SELECT decided_by FROM trade_applications WHERE id = ${id}`;
    expect(decided!.decided_by).toBe(admin.id);
    const [user] = await shop.db.sql`SELECT price_group_id FROM users WHERE id = ${other.id}`;
    expect(user!.price_group_id).toBeNull();
    const mails = await mailsTo(other.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Vergi levhası bilgileri eşleşmedi');
    expect(
      (
        await api('POST', '/api/account/trade-application', other.token, {
          ...company,
          companyName: 'Çağlar Yapı Market',
        })
      ).status,
    ).toBe(201);
  });

  it('lists customers with group and trade state, searched Turkish-aware, and changes a group keeping who', async () => {
    const found = await api('GET', `/api/admin/customers?search=${encodeURIComponent('IŞIK')}`, admin.token);
    expect(found.json.customers).toEqual([
      expect.objectContaining({
        id: customer.id,
        companyName: company.companyName,
        tradeStatus: 'approved',
        priceGroup: { id: groupId, name: 'Bayi', discountPercent: 15 },
        groupChangedAt: expect.any(String),
      }),
    ]);
    const pending = await api('GET', '/api/admin/customers?trade=pending', admin.token);
    expect(pending.json.customers.map((c: { fullName: string }) => c.fullName)).toEqual(['Şule Çağlar']);
    const all = await api('GET', '/api/admin/customers?pageSize=1&page=2', admin.token);
    expect(all.json.pagination).toMatchObject({ page: 2, pageSize: 1, totalCount: 3, hasPrev: true, hasNext: true });
    expect(all.json.customers).toHaveLength(1);

    const out = await api('PUT', `/api/admin/customers/${customer.id}/price-group`, admin.token, {
      priceGroupId: null,
    });
    expect(out.status).toBe(200);
    expect(await groupOfSession(customer.token)).toBeNull();
    const bad = await api('PUT', `/api/admin/customers/${customer.id}/price-group`, admin.token, { priceGroupId: 'x' });
    expect(bad.status).toBe(400);
    expect(
      (await api('PUT', `/api/admin/customers/${admin.id}/price-group`, admin.token, { priceGroupId: groupId })).status,
    ).toBe(404);
    const back = await api('PUT', `/api/admin/customers/${customer.id}/price-group`, admin.token, {
      priceGroupId: groupId,
    });
    expect(back.json.message).toBe('Müşterinin fiyat grubu güncellendi');
    const changes = await shop.db
      .sql`SELECT price_group_id, changed_by FROM price_group_changes WHERE user_id = ${customer.id} ORDER BY id`;
    expect(changes).toEqual([
      { price_group_id: groupId, changed_by: admin.id },
      { price_group_id: null, changed_by: admin.id },
      { price_group_id: groupId, changed_by: admin.id },
    ]);
  });

  it("puts the customer's applications and account in the data export, and no one else's", async () => {
    const res = await api('POST', '/api/account/export', customer.token, { password: customer.password });
    expect(res.status).toBe(200);
    expect(res.json.tradeApplications).toEqual([expect.objectContaining({ ...company, status: 'approved' })]);
    expect(res.json.tradeAccount).toMatchObject({ companyName: company.companyName, taxNumber: company.taxNumber });
    expect(JSON.stringify(res.json)).not.toContain('Çağlar');
  });

  it('keeps the decisions and customer lists from customers and guests', async () => {
    const [app] = await shop.db.sql<{ id: number }[]>`SELECT id FROM trade_applications WHERE status = 'pending'`;
    for (const [token, status] of [
      [customer.token, 403],
      ['', 401],
    ] as const) {
      expect((await api('GET', '/api/admin/trade-applications', token)).status).toBe(status);
      expect((await api('GET', '/api/admin/customers', token)).status).toBe(status);
      expect(
        (await api('POST', `/api/admin/trade-applications/${app!.id}/approve`, token, { priceGroupId: groupId }))
          .status,
      ).toBe(status);
      expect(
        (await api('POST', `/api/admin/trade-applications/${app!.id}/reject`, token, { note: 'Hayır olmaz' })).status,
      ).toBe(status);
      expect(
        (await api('PUT', `/api/admin/customers/${customer.id}/price-group`, token, { priceGroupId: null })).status,
      ).toBe(status);
    }
    const [still] = await shop.db.sql`SELECT status FROM trade_applications WHERE id = ${app!.id}`;
    expect(still!.status).toBe('pending');
    expect(await groupOfSession(customer.token)).toEqual({ id: groupId, discountPercent: '15.00' });
  });

  it('lets an approved trade customer delete the account; its applications and group history go with it', async () => {
    const res = await api('DELETE', '/api/account', customer.token, { password: customer.password });
    expect(res.status).toBe(200);
    const [left] = await shop.db.sql`
      SELECT (SELECT count(*) FROM trade_applications WHERE user_id = ${customer.id})::int AS applications,
             (SELECT count(*) FROM trade_accounts WHERE user_id = ${customer.id})::int AS accounts,
             (SELECT count(*) FROM price_group_changes WHERE user_id = ${customer.id})::int AS changes`;
    expect(left).toEqual({ applications: 0, accounts: 0, changes: 0 });
  });
});
