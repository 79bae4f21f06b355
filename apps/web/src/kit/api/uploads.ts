import { gateway } from '../../api/gateway.ts';
import { readUploadAnswer, type UploadOutcome } from './upload-answer.ts';

/**
 * Uploads one image (`POST msmultimedia.v1/uploads?purpose=image`, multipart field `file`). The
 * server checks type and size by the bytes; an aborted upload rejects with the AbortError.
 */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await gateway.postMultipart('msmultimedia.v1/uploads', form, {
    query: { purpose: 'image' },
    signal,
  });
  return readUploadAnswer(response);
}
