import { z } from 'zod';

// Trendyol's answers as the shop reads them, parsed at the boundary (fields it does not use are
// dropped). Numbers may come as numbers or strings; ids are kept as strings.

const id = z.union([z.number(), z.string()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const amount = z.union([z.number(), z.string()]).transform((v) => Number(v));

/** The stock-and-price batch: one result per item (Trendyol gives no batch status for these). */
export const batchResultShape = z.object({
  batchRequestId: z.string().optional(),
  itemCount: z.number().optional(),
  items: z
    .array(
      z.object({
        requestItem: z.object({ barcode: z.string().optional() }).partial().nullish(),
        status: z.string().nullish(),
        failureReasons: z.array(z.union([z.string(), z.object({ message: z.string().optional() })])).nullish(),
      }),
    )
    .default([]),
});
export type BatchResult = z.infer<typeof batchResultShape>;

const address = z.object({
  firstName: text,
  lastName: text,
  fullName: text,
  company: text,
  address1: text,
  address2: text,
  fullAddress: text,
  city: text,
  district: text,
  postalCode: text,
  phone: text,
  taxOffice: text,
  taxNumber: text,
});
export type TrendyolAddress = z.infer<typeof address>;

export const packageShape = z.object({
  id,
  orderNumber: id,
  status: text,
  shipmentPackageStatus: text,
  customerEmail: text,
  customerFirstName: text,
  customerLastName: text,
  identityNumber: z.string().nullish(),
  tcIdentityNumber: z.string().nullish(),
  shipmentAddress: address.partial().nullish(),
  invoiceAddress: address.partial().nullish(),
  lines: z.array(
    z.object({
      id,
      barcode: text,
      productName: text,
      quantity: z.number().int().positive(),
      price: amount,
    }),
  ),
});
export type TrendyolPackage = z.infer<typeof packageShape>;

export const packagePageShape = z.object({
  page: z.number().int().default(0),
  totalPages: z.number().int().default(0),
  content: z.array(z.unknown()).default([]),
});
