import { ApiError } from '../../platform/api-error.ts';

/** Why an image is refused; each is the uploader's fault, so a 4xx with a message they can act on. */
export const MAX_INGEST_BYTES = 15 * 1024 * 1024;
/** 40 MP: a 7,000 × 5,700 photo passes; a decompression bomb (a 20,000 × 20,000 PNG) does not. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const imageUnsupported = () => new ApiError(415, 'imageUnsupported');
export const imageTooLarge = () => new ApiError(413, 'imageTooLarge', { vars: { max: MAX_INGEST_BYTES / (1024 * 1024) } });
export const imageTooManyPixels = () => new ApiError(422, 'imageTooManyPixels', { vars: { max: MAX_INPUT_PIXELS / 1_000_000 } });
export const imageCorrupt = () => new ApiError(422, 'imageCorrupt');
