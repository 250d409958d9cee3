import { rejectionKey, UPLOAD_RULES, type FileRef, type UploadType } from '@fieldops/contract';
import { useEffect, useRef, useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api-client';
import { forgetQueuedFile, isQueuedId, sendUpload, sendWrite } from '../../lib/offline-queue';
import { downscalePhoto } from './downscale';
import { describeRejections, tooManyText, type RejectionText } from './upload-rules';
import { endUpload, startUpload } from './uploads-in-flight';

export interface PendingUpload {
  key: string;
  name: string;
  progress: number;
}

interface Options {
  type: UploadType;
  value: FileRef[];
  onChange: (files: FileRef[]) => void;
  /** Fewer (or more) files than the type's rule allows, e.g. a photo field's maximum uploads. */
  maxFiles?: number;
}

/** The upload kinds of the rep's photos (a result's, a form's photo answer): made smaller before they are sent. */
export const isPhotoUpload = (type: UploadType) => type === 'image' || type === 'form';

/** A file refused for its type or size, here or by the server: its message is spec 2 §5's whole. */
class RejectedFile extends Error {}
const isRejection = (error: unknown) => error instanceof RejectedFile || (error instanceof ApiError && [413, 415].includes(error.status));

/**
 * Upload state of one dropzone: files in flight with their progress, the rejections and errors
 * to show, the names of the files sent in this form session (those are deleted on the server when
 * removed; files the record already had are only detached).
 */
export function useFileUploads({ type, value, onChange, maxFiles }: Options) {
  const { t } = useTranslation();
  const rule = maxFiles === undefined ? UPLOAD_RULES[type] : { ...UPLOAD_RULES[type], maxFiles };
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [rejections, setRejections] = useState<RejectionText[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [names, setNames] = useState<Record<number, string>>({});
  const uploadedHere = useRef(new Set<number>());
  const latest = useRef(value);
  // Uploads counted as in flight (uploads-in-flight.ts) until the form's value holds what they sent:
  // the form saves its value as last rendered, so an upload ends for it once that value has come.
  const started = useRef(new Set<string>());
  const awaiting = useRef(new Map<string, number>());
  useEffect(() => {
    latest.current = value;
    const held = new Set(value.map((f) => f.id));
    for (const [key, id] of awaiting.current) {
      if (!held.has(id)) continue;
      awaiting.current.delete(key);
      endUpload(key);
    }
  }, [value]);
  useEffect(() => {
    const keys = started.current;
    return () => keys.forEach(endUpload);
  }, []);

  const onDrop = async (accepted: File[], refused: FileRejection[]) => {
    setRejections(describeRejections(refused, rule.maxBytes));
    setErrors([]);
    if (accepted.length === 0) return;
    // Over the limit, the whole drop is ignored (spec 2 §5).
    if (latest.current.length + pending.length + accepted.length > rule.maxFiles) {
      setErrors([tooManyText(t, rule.maxFiles)]);
      return;
    }
    const batch = accepted.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }));
    setPending((p) => [...p, ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    for (const { key } of batch) {
      started.current.add(key);
      startUpload(key);
    }
    const results = await Promise.allSettled(
      batch.map(async ({ file: picked, key }) => {
        // A photo is made smaller first; its size limit applies to what is sent.
        const file = isPhotoUpload(type) ? await downscalePhoto(picked) : picked;
        if (file.size > rule.maxBytes) throw new RejectedFile(t(rejectionKey(false, true), { name: picked.name }));
        const label = t(file.type.startsWith('image/') ? 'offline.photoLabel' : 'offline.fileLabel', { name: file.name });
        // Without signal the file waits in the offline queue; its local copy is shown meanwhile.
        const outcome = await sendUpload(file, type, label, (progress) =>
          setPending((p) => p.map((u) => (u.key === key ? { ...u, progress } : u))),
        );
        return outcome.sent ? outcome.data : outcome.file;
      }),
    );
    const done: FileRef[] = [];
    const failed: string[] = [];
    results.forEach((result, index) => {
      const name = batch[index].file.name;
      if (result.status === 'fulfilled') {
        done.push(result.value);
        uploadedHere.current.add(result.value.id);
        setNames((n) => ({ ...n, [result.value.id]: result.value.name }));
      } else {
        const message = errorMessage(result.reason);
        failed.push(isRejection(result.reason) ? message : t('files.uploadFailed', { name, message }));
      }
    });
    const keys = new Set(batch.map((b) => b.key));
    setPending((p) => p.filter((u) => !keys.has(u.key)));
    setErrors(failed);
    batch.forEach(({ key }, index) => {
      const result = results[index];
      if (result.status === 'fulfilled') awaiting.current.set(key, result.value.id);
      else endUpload(key);
    });
    if (done.length > 0) onChange([...latest.current, ...done]);
  };

  const remove = (file: FileRef) => {
    onChange(latest.current.filter((f) => f.id !== file.id));
    if (!uploadedHere.current.delete(file.id)) return;
    // A file still waiting to be sent is dropped from the queue; one sent is deleted (queued without signal).
    const removal = isQueuedId(file.id)
      ? forgetQueuedFile(file.id)
      : sendWrite({ method: 'DELETE', path: `/image/${file.id}`, label: t('offline.removePhotoLabel') });
    removal.catch((error: unknown) => setErrors([errorMessage(error)]));
  };

  const nameOf = (file: FileRef & { name?: string }) =>
    file.name ?? names[file.id] ?? decodeURIComponent(file.fileURL.split('/').pop() ?? String(file.id));

  return { rule, pending, rejections, errors, onDrop, remove, nameOf };
}
