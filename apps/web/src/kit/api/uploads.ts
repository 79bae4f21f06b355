import { gateway } from '../../api/gateway.ts';
import { readUploadAnswer, type UploadOutcome } from './upload-answer.ts';

/**
 * What an upload is for: `image` (images only), `erp-image` (images up to the ERP's 64 kB: the
 * catalogue's), or `document` (any
 * accepted kind: images, PDF, Office, CSV, TXT, ZIP up to 20 MB). The server checks type and size by
 * the bytes either way.
 */
export type UploadPurpose = 'image' | 'erp-image' | 'document';

/**
 * Uploads one file (`POST msmultimedia.v1/uploads?purpose=…`, multipart field `file`); an aborted
 * upload rejects with the AbortError.
 */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await gateway.postMultipart('msmultimedia.v1/uploads', form, {
    query: { purpose },
    signal,
  });
  return readUploadAnswer(response);
}
