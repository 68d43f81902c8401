// The page facts every paged list of the shop answers with (storefront products, the admin product
// table, the admin and account order lists).

export interface Pagination {
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
}

/** The pagination of `page`; each list decides `totalPages` itself (some show one empty page). */
export const paginationOf = (page: number, pageSize: number, totalCount: number, totalPages: number): Pagination => ({
  page,
  pageSize,
  totalCount,
  totalPages,
  hasPrev: page > 1,
  hasNext: page < totalPages,
});
