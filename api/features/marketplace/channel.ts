// What the shop needs of a marketplace, whichever it is (decision 0410): the push, the batch check,
// the order packages and the two notices. A second marketplace is a second adapter of this
// interface; the listings, the jobs, the order taking and the admin screens stay as they are.

/** One listed item's figures as the marketplace is told them. */
export interface ChannelItem {
  barcode: string;
  quantity: number;
  /** "1234.56", KDV included, markup applied. */
  salePrice: string;
  /** The struck price, "1234.56"; equal to salePrice when none may be shown. */
  listPrice: string;
}

export interface ChannelItemFailure {
  barcode: string;
  reason: string;
}

/** A batch's answer: still being processed, or done with the items that failed. */
export type BatchOutcome =
  | { done: false }
  | { done: true; failures: ChannelItemFailure[]; succeeded: string[] }
  | { done: true; expired: true; failures: []; succeeded: [] };

export interface ChannelAddress {
  name: string;
  phone: string;
  address: string;
  district: string;
  city: string;
  postalCode: string;
  company: string | null;
  taxNumber: string | null;
  taxOffice: string | null;
}

export interface ChannelPackageLine {
  /** The marketplace's line id (named again when the package is picked or invoiced). */
  lineId: string;
  barcode: string;
  name: string;
  quantity: number;
  /** What the buyer paid for one unit, KDV included, "1234.56". */
  unitPrice: string;
}

/** One order package as the shop takes it. */
export interface ChannelPackage {
  packageId: string;
  orderNumber: string;
  status: string;
  email: string;
  identityNumber: string | null;
  shipping: ChannelAddress;
  billing: ChannelAddress;
  lines: ChannelPackageLine[];
  /** The marketplace's own answer, kept with the package for the admin and for disputes. */
  raw: unknown;
}

/** Thrown when the marketplace refuses a body or cannot be reached; nothing was taken by it. */
export class ChannelUnavailable extends Error {
  /** The marketplace's HTTP status; null when it never answered (a timeout, no connection). */
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'ChannelUnavailable';
    this.status = status;
  }
}

export interface MarketplaceChannel {
  /** The channel's key in the database and on orders ('trendyol'). */
  readonly name: 'trendyol';
  /** Most items one push may carry. */
  readonly maxItemsPerPush: number;
  /** Sends items; answers the batch id to check later. */
  pushItems(items: ChannelItem[]): Promise<{ batchId: string; body: string }>;
  /** The body a push of `items` sends, byte for byte (its hash guards against resending it). */
  pushBody(items: ChannelItem[]): string;
  batchResult(batchId: string): Promise<BatchOutcome>;
  /** Every package now in `status`, page by page; `since` limits to packages changed after it. */
  packages(status: 'Created' | 'Cancelled', since?: Date): AsyncGenerator<ChannelPackage[]>;
  /** Tells the marketplace the package is being picked. */
  notifyPicking(pkg: ChannelPackage): Promise<void>;
  /** Tells the marketplace the package's invoice was issued. */
  notifyInvoiced(pkg: ChannelPackage, invoiceNumber: string): Promise<void>;
}
