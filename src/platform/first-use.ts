/**
 * A module imported when first needed rather than at start-up: for the heavy ones that only some jobs
 * or requests use (drawing a PDF, rendering a photo, sending mail, delivering a webhook, the /docs page).
 * Importing them all at start-up took about a third of its CPU time. The import is made once; later
 * calls share it. A load that failed is forgotten, so that a later call tries again.
 */
export function importedOnFirstUse<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
