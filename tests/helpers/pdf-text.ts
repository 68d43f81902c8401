import { extractText, getDocumentProxy } from 'unpdf';

/** The text of each page of a PDF, read back the way a reader program extracts it. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** The whole text of a PDF, pages joined by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n');
}
