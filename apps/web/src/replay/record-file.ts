/**
 * A record file's game record: a record as `tcgkit` writes it, or the server's record answer
 * (`{ match, record }`). The server checks it in full when it replays it.
 */
export async function readRecordFile(file: File): Promise<Record<string, unknown>> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw new Error(`${file.name} is not JSON`);
  }
  if (json && typeof json === 'object' && 'record' in json && json.record && typeof json.record === 'object')
    return json.record as Record<string, unknown>;
  if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
  throw new Error(`${file.name} holds no game record`);
}
