import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../api/upload-answer.ts';
import { type UploadPurpose, uploadFile } from '../api/uploads.ts';

/**
 * One upload at a time: the file on its way, the refusal's text, and `upload`, which hands the
 * stored file to `onUploaded`. Unmounting cancels an upload nobody would see the end of.
 */
export function useFileUpload(purpose: UploadPurpose, onUploaded: (file: UploadedFile) => void) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function upload(file: File) {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setUploading(file);
    try {
      const outcome = await uploadFile(file, purpose, controller.signal);
      if (outcome.ok) onUploaded(outcome.file);
      else
        setError(
          outcome.message ?? t(purpose === 'document' ? 'kit.file.uploadError' : 'kit.image.uploadError'),
        );
    } catch (failure) {
      if (!controller.signal.aborted) throw failure;
    } finally {
      running.current = null;
      setUploading(null);
    }
  }

  return { uploading, error, upload, clearError: () => setError(null) };
}
