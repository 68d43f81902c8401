import { getRouterParam, type H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { invalid } from '../../core/errors.ts';
import { parseOrInvalid } from '../../core/parse.ts';
import { formFiles, readForm, textFields } from '../../http/multipart.ts';
import { idParam, parseId } from '../../http/params.ts';
import { MB } from '../../schemas/admin-uploads.ts';
import { productMessages } from '../../schemas/admin-products.ts';
import { documentFormSchema, documentMessages, MAX_DOCUMENT_BYTES } from '../../schemas/product-documents.ts';
import {
  addProductDocument,
  deleteProductDocument,
  documentsOfProduct,
} from '../../services/catalogue/documents/product-documents.ts';

/** A product's PDFs (issue 47, decision 0380): one file a request, kind and title beside it. */
export function adminProductDocumentRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/products/:id/documents', (event) =>
    documentsOfProduct(ctx.sql, idParam(event, productMessages.notFound)),
  );

  app.post('/api/admin/products/:id/documents', async (event) => {
    const id = idParam(event, productMessages.notFound);
    // The form's fields ride beside the file: a megabyte over the file's own limit.
    const form = await readForm(event, MAX_DOCUMENT_BYTES + MB, documentMessages.tooLarge);
    const fields = parseOrInvalid(documentFormSchema, textFields(form, ['kind', 'title']));
    const [file, ...more] = formFiles(form, 'file');
    if (!file) throw invalid(documentMessages.fileMissing);
    if (more.length > 0) throw invalid(documentMessages.oneFile);
    event.res.status = 201;
    return addProductDocument(ctx.sql, ctx.uploads, id, fields, file);
  });

  app.delete('/api/admin/products/:id/documents/:documentId', async (event) => {
    const id = idParam(event, productMessages.notFound);
    const documentId = parseId(getRouterParam(event, 'documentId'), documentMessages.notFound);
    await deleteProductDocument(ctx.sql, id, documentId);
    return { message: 'Belge silindi' };
  });
}
