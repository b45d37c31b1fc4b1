import { UPLOAD_MAX_BYTES } from '@apotek/contract/files';
import { ApiError } from '../../platform/api-error.ts';

/**
 * Why an upload is refused. The ticket errors keep SPEC §8's media rule (preset or signature; a signed
 * upload needs api key and timestamp); the rest are the uploader's fault, each a 4xx they can act on.
 */
export const presetRequired = () => new ApiError(400, 'uploadPresetRequired');
export const signatureRequired = () => new ApiError(400, 'uploadSignatureRequired');
export const signedFieldsRequired = () => new ApiError(400, 'uploadSignedFieldsRequired');
/** One answer for a forged, tampered, expired or someone else's ticket: a refused ticket tells nothing more. */
export const ticketInvalid = () => new ApiError(401, 'uploadTicketInvalid');
export const uploadMalformed = () => new ApiError(400, 'uploadMalformed');
export const fileMissing = () => new ApiError(400, 'uploadFileMissing');
export const fileUnsupported = () => new ApiError(415, 'uploadFileUnsupported');
export const fileTooLarge = (maxBytes = UPLOAD_MAX_BYTES) => new ApiError(413, 'uploadFileTooLarge', { vars: { max: Math.floor(maxBytes / (1024 * 1024)) } });
export const fileEmpty = () => new ApiError(422, 'uploadFileEmpty');
export const tooManyFiles = (max: number) => new ApiError(413, 'uploadTooManyFiles', { vars: { max } });
export const pdfEncrypted = () => new ApiError(422, 'uploadPdfEncrypted');
export const pdfCorrupt = () => new ApiError(422, 'uploadPdfCorrupt');
export const pdfActiveContent = () => new ApiError(422, 'uploadPdfActiveContent');
export const pdfTooManyPages = (max: number) => new ApiError(422, 'uploadPdfTooManyPages', { vars: { max } });
/** The media pipeline's own refusals, for the HEIC path that checks before the pipeline runs. */
export const imageCorrupt = () => new ApiError(422, 'imageCorrupt');
export const imageTooManyPixels = (maxPixels: number) => new ApiError(422, 'imageTooManyPixels', { vars: { max: maxPixels / 1_000_000 } });
