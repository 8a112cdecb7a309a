/** A GraphQL multipart request (the upload spec the client's upload link sends) for app.inject. */
export async function graphqlUpload(
  query: string,
  variables: Record<string, unknown>,
  file: { field: string; name: string; bytes: Uint8Array; type?: string },
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, [file.field]: null } }));
  form.append('map', JSON.stringify({ 0: [`variables.${file.field}`] }));
  form.append(
    '0',
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, 'apollo-require-preflight': 'true' },
  };
}

/** A plain multipart form with one file, as the REST upload routes receive it. */
export async function formUpload(field: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A multipart form of text fields, then at most one file, in the order the old app posts them. */
export async function multipartForm(
  fields: Record<string, string | number>,
  file?: { field: string; name: string; bytes: Uint8Array },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A GraphQL multipart request with several files, sent in the order given. */
export async function graphqlUploads(
  query: string,
  variables: Record<string, unknown>,
  files: { field: string; name: string; bytes: Uint8Array; type?: string }[],
) {
  const form = new FormData();
  const nulls = Object.fromEntries(files.map((file) => [file.field, null]));
  form.append('operations', JSON.stringify({ query, variables: { ...variables, ...nulls } }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map((file, index) => [index, [`variables.${file.field}`]]))),
  );
  for (const [index, file] of files.entries()) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
    form.append(String(index), blob, file.name);
  }
  const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, 'apollo-require-preflight': 'true' },
  };
}
