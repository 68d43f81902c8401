import { AwsClient } from 'aws4fetch';
import s3Driver from 'unstorage/drivers/s3';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/**
 * unstorage's S3 driver, with a key listing that reads every page. The driver's own listing
 * reads one ListObjects answer, at most 1,000 keys, so a catalogue with more images would be
 * backed up only in part and its unused uploads never swept.
 */
export function s3UploadDriver(options: S3Options) {
  const driver = s3Driver(options);
  const client = new AwsClient({ service: 's3', ...options });
  const bucketUrl = `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`;
  return {
    ...driver,
    async getKeys(base?: string): Promise<string[]> {
      const keys: string[] = [];
      let marker: string | undefined;
      // ListObjects (v1) with a marker: every S3-compatible store pages it the same way.
      do {
        const url = new URL(bucketUrl);
        if (base) url.searchParams.set('prefix', base.replaceAll(':', '/'));
        if (marker) url.searchParams.set('marker', marker);
        const res = await client.fetch(url);
        if (!res.ok) throw new Error(`[unstorage] [s3] listing ${bucketUrl}: ${res.status} ${await res.text()}`);
        const xml = await res.text();
        const page = [...xml.matchAll(/<Contents>[\s\S]*?<Key>([\s\S]*?)<\/Key>[\s\S]*?<\/Contents>/g)].map(([, key]) =>
          unescapeXml(key!),
        );
        keys.push(...page);
        // Without a delimiter S3 may leave out NextMarker: the last key is the marker then.
        const next = /<NextMarker>([\s\S]*?)<\/NextMarker>/.exec(xml)?.[1];
        marker = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? (next ? unescapeXml(next) : page.at(-1)) : undefined;
      } while (marker);
      return keys;
    },
  };
}
