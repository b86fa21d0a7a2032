/** What every scheduling route of the API shares: who may call it, the area whose error shape it answers with, its tag in the document. */
export const config = { access: 'photographer', area: 'standard' } as const;
export const tags = ['scheduling'];
