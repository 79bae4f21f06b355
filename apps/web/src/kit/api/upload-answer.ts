import { type ApiResponse, errorMessage } from '../../api/api-response.ts';

/** A stored file as `POST msmultimedia.v1/uploads` answers it (201 `{ file }`). */
export interface UploadedFile {
  id: number;
  name: string;
  url: string;
  size: number;
  mime: string;
}

/** An upload's outcome; `message` null when the server gave no text (the caller says something generic). */
export type UploadOutcome = { ok: true; file: UploadedFile } | { ok: false; message: string | null };

function isUploadedFile(value: unknown): value is UploadedFile {
  const url = (value as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.trim() !== '';
}

const firstText = (messages: unknown) =>
  Array.isArray(messages)
    ? messages.find((message): message is string => typeof message === 'string' && message.trim() !== '')
    : undefined;

/**
 * Reads an upload's answer. A refusal (413, 422) names the file's own problem under `errors.file`,
 * more precise than the general `message` of a form refusal, so that comes first.
 */
export function readUploadAnswer(response: ApiResponse<unknown>): UploadOutcome {
  if (response.ok) {
    const file = (response.content as { file?: unknown } | null)?.file;
    return isUploadedFile(file) ? { ok: true, file } : { ok: false, message: null };
  }
  return { ok: false, message: firstText(response.content?.errors?.file) ?? errorMessage(response) ?? null };
}
