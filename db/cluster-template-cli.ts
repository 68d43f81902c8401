// `npm install`'s last step (postinstall): the empty database a first start loads instead of running
// initdb (decision 0440). Without it a first start still works, a few seconds slower: a failure
// here, loading included, is a warning, never a failed install.
export {}; // a module, for the top-level await

try {
  const { writeClusterTemplate } = await import('./cluster-template.ts');
  await writeClusterTemplate();
} catch (error) {
  console.warn(
    `Boş veritabanı şablonu hazırlanamadı; ilk başlatma veritabanını baştan kuracak: ${error instanceof Error ? error.message : String(error)}`,
  );
}
