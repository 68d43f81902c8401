import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// Checks invoice XML the way GİB does: the UBL 2.1 XSD of the UBL-TR 1.2.1 package with Debian's
// xmllint, and GİB's schematron compiled by the ISO skeleton and run by Saxon-HE (Debian's
// libsaxonhe-java). GİB's schematron needs XPath 2.0 (matches(), xs:date(), current-date()), which
// xsltproc (XSLT 1.0) cannot run. The files and their sources: tests/fixtures/ubl-tr/README.md.

const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures', 'ubl-tr');
const INVOICE_XSD = path.join(FIXTURES, 'xsd', 'maindoc', 'UBL-Invoice-2.1.xsd');
const SCHEMATRON = path.join(FIXTURES, 'schematron', 'UBL-TR_Main_Schematron.xml');
const ISO = path.join(FIXTURES, 'iso-schematron');
export const SAXON_JAR = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';
const XMLLINT = '/usr/bin/xmllint';

/** Fails with what to do when xmllint, Saxon-HE or Java is missing (scripts/test-tools.sh installs them; CI runs that). */
export function ensureXmlTools() {
  if (existsSync(XMLLINT) && existsSync(SAXON_JAR) && existsSync('/usr/bin/java')) return;
  throw new Error(
    'xmllint, Saxon-HE or Java not found: run scripts/test-tools.sh as root (apt-get install -y libxml2-utils libsaxonhe-java default-jre-headless)',
  );
}

// GİB checks the issue date against its own (Turkish) day: so does the test. Each run is a JVM of
// a few seconds: the quick compiler alone and one GC thread took a third less CPU and time than
// Java's defaults, whose optimising compiler and parallel GC never pay off in so short a life.
const JVM_FOR_A_SHORT_RUN = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
const saxon = (args: string[]) =>
  execFileSync(
    'java',
    [...JVM_FOR_A_SHORT_RUN, '-Duser.timezone=Europe/Istanbul', '-cp', SAXON_JAR, 'net.sf.saxon.Transform', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );

/** GİB's schematron as XSLT 2.0 (include, abstract rules, SVRL), compiled once per version of the sources. */
async function compiledSchematron(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of ['schematron', 'iso-schematron']) {
    for (const f of (await readdir(path.join(FIXTURES, dir))).sort()) {
      hash.update(f).update(await readFile(path.join(FIXTURES, dir, f)));
    }
  }
  const dir = path.join(os.tmpdir(), `shop-ubl-tr-${hash.digest('hex').slice(0, 16)}`);
  const xsl = path.join(dir, 'UBL-TR_Main_Schematron.xsl');
  if (existsSync(xsl)) return xsl;
  await mkdir(dir, { recursive: true });
  const included = path.join(dir, 'included.sch');
  const expanded = path.join(dir, 'expanded.sch');
  saxon([`-s:${SCHEMATRON}`, `-xsl:${path.join(ISO, 'iso_dsdl_include.xsl')}`, `-o:${included}`]);
  saxon([`-s:${included}`, `-xsl:${path.join(ISO, 'iso_abstract_expand.xsl')}`, `-o:${expanded}`]);
  saxon([`-s:${expanded}`, `-xsl:${path.join(ISO, 'iso_svrl_for_xslt2.xsl')}`, `-o:${xsl}.part`]);
  await writeFile(xsl, await readFile(`${xsl}.part`));
  return xsl;
}

export interface InvoiceToCheck {
  name: string;
  xml: string;
}

export interface Findings {
  xsd: string[];
  schematron: string[];
}

const failedAsserts = (svrl: string) =>
  [...svrl.matchAll(/<svrl:failed-assert[\s\S]*?<svrl:text>([\s\S]*?)<\/svrl:text>/g)].map((m) => m[1]!.trim());

/**
 * Every document's XSD errors and failed schematron assertions (empty when valid). e-Arşiv
 * documents run with GİB's parameter type=earchive, as its notes (Açıklamalar.txt) require.
 */
export async function checkInvoices(docs: InvoiceToCheck[]): Promise<Record<string, Findings>> {
  ensureXmlTools();
  const xsl = await compiledSchematron();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-ubl-check-'));
  try {
    const result: Record<string, Findings> = {};
    for (const kind of ['efatura', 'earchive'] as const) {
      const batch = docs.filter((d) => d.xml.includes('EARSIVFATURA') === (kind === 'earchive'));
      if (!batch.length) continue;
      const input = path.join(dir, `${kind}-in`);
      const output = path.join(dir, `${kind}-out`);
      await mkdir(input);
      await mkdir(output);
      for (const d of batch) await writeFile(path.join(input, `${d.name}.xml`), d.xml);
      for (const d of batch) {
        let xsd: string[] = [];
        try {
          execFileSync(XMLLINT, ['--noout', '--schema', INVOICE_XSD, path.join(input, `${d.name}.xml`)], {
            stdio: ['ignore', 'pipe', 'pipe'],
          });
        } catch (e) {
          xsd = String((e as { stderr?: Buffer }).stderr ?? e)
            .split('\n')
            .filter((l) => l.includes('error'));
        }
        result[d.name] = { xsd, schematron: [] };
      }
      saxon([`-s:${input}`, `-xsl:${xsl}`, `-o:${output}`, ...(kind === 'earchive' ? ['type=earchive'] : [])]);
      for (const d of batch) {
        result[d.name]!.schematron = failedAsserts(await readFile(path.join(output, `${d.name}.xml`), 'utf8'));
      }
    }
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
