// Libraries only rare work needs (spreadsheets, printed documents, barcodes, image processing, mail) are loaded
// at their first use, not at start: together they held about 100 MB of the shop's memory from
// the first second, on a server that may have 1 GB (decision 0352). Node keeps a module once
// loaded, so each call after the first is immediate.
export const excelJs = async () => (await import('exceljs')).default;
export const sharpImages = async () => (await import('sharp')).default;
export const pdfKit = async () => (await import('pdfkit')).default;
export const qrCodes = async () => (await import('qrcode')).default;
export const barcodes = async () => (await import('bwip-js/node')).default;
export const mailTransports = async () => (await import('nodemailer')).default;
