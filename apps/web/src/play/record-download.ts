import { lobbyApi } from '../api/lobby-api';
import { saveRecordFile } from '../replay/record-file';

/** Saves a finished match's record as a JSON file (the replay viewer opens it again). */
export async function downloadRecord(match: string, invitation: string | null): Promise<void> {
  const published = await lobbyApi.record(match, invitation);
  saveRecordFile(published.record, `record-${match}`);
}
