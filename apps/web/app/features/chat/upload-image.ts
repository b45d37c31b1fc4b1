import { uploadFile, type UploadOutcome } from '~/lib/upload-file';

/** For the picker only (the server reads the bytes): the images the files pipeline takes. */
export const CHAT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,.heic,.heif';

/**
 * One chat picture through the files pipeline (purpose `chat`). Answers the stored file's id, which a
 * `{type:'image', file_id}` message then carries; the room's members see it through a signed URL. A
 * cancelled upload answers the "try again" text like any failed one.
 */
export async function uploadChatImage(file: File, unavailable: string, signal?: AbortSignal): Promise<UploadOutcome> {
  try {
    return await uploadFile('chat', file, unavailable, signal);
  } catch {
    return { ok: false, error: unavailable };
  }
}
