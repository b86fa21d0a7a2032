/** The API as a benchmark client calls it, and the upload flow a browser runs for a photo. */

export type Api = (method: string, path: string, body?: unknown) => Promise<{ data: any }>;

export function apiOf(origin: string, token: string): Api {
  return async (method, path, body) => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as { data: any };
  };
}

/** The ticket flow a browser runs: the photo's metadata, the file to the ticket's address, then "uploaded". Answers the photo's id. */
export async function upload(api: Api, galleryId: string, filename: string, bytes: Buffer): Promise<string> {
  const created = await api('POST', `/galleries/${galleryId}/photos`, { filename, file_size: bytes.length }) as { data: { id: string }; upload?: { url: string; fields: Record<string, string> } };
  const ticket = created.upload!;
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  const response = await fetch(ticket.url, { method: 'POST', body: form });
  if (response.status !== 204) throw new Error(`the upload of ${filename} answered ${response.status}: ${await response.text()}`);
  await api('POST', `/photos/${created.data.id}/uploaded`);
  return created.data.id;
}
