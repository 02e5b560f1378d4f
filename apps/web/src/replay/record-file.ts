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

/** Saves a game record as a JSON file (`tcgkit-<name>.json`), which {@link readRecordFile} reads back. */
export function saveRecordFile(record: Record<string, unknown>, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(record)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `tcgkit-${name}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked once the download has had time to start.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
