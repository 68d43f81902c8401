// The home rows' grids, shared by the drawn rows and their loading skeleton so the two keep one
// size at every width (the page must not move when the rows arrive).
export const CATEGORY_GRID = 'mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6';
export const PRODUCT_GRID = 'mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';
export const ROWS = 'space-y-12';
export const HEADING = 'text-2xl font-bold text-slate-900';
