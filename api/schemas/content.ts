import type { SettingsMap } from './settings.ts';

// The company content a build of the static site is made from. The publisher
// reads it from the database and hands it to `astro build` as a JSON file.
export interface PageContent {
  slug: string;
  title: string;
  content: string;
  updatedAt: string;
}

export interface CatalogContent {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  fileUrl: string | null;
  filePath: string | null;
  isActive: boolean;
  updatedAt: string;
}

export interface ReferenceContent {
  id: number;
  companyName: string;
  logoUrl: string | null;
  description: string | null;
  testimonial: string | null;
  contactPerson: string | null;
  isActive: boolean;
}

export interface ContentSnapshot {
  generatedAt: string;
  settings: SettingsMap;
  pages: PageContent[];
  catalogs: CatalogContent[];
  references: ReferenceContent[];
}

export const emptySnapshot = (): ContentSnapshot => ({
  generatedAt: new Date(0).toISOString(),
  settings: {},
  pages: [],
  catalogs: [],
  references: [],
});
