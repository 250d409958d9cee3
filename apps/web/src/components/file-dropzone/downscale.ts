/**
 * Photos are made smaller in the browser before they are sent (issue 9: one bar of signal): at
 * most MAX_PHOTO_SIDE pixels on the longer side, as JPEG. A phone's 12-megapixel photo of 4 MB
 * becomes about 300 KB, under the 3 MB limit of a result photo. The canvas API does it: it is in
 * every browser, decodes what the browser can show (and turns the camera's EXIF orientation
 * upright with createImageBitmap), and a plain resize needs nothing a library would add.
 */
export const MAX_PHOTO_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

export interface Size {
  width: number;
  height: number;
}

/** The size to draw at: the longer side at most `max`, the proportions kept, whole pixels. */
export function fitWithin({ width, height }: Size, max = MAX_PHOTO_SIDE): Size {
  const longer = Math.max(width, height);
  if (longer <= max) return { width, height };
  const scale = max / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Whether a picture must be drawn again: larger than the limit, or of a type the server does not
 * take (a phone's WebP). A PNG or JPEG already within the limit is sent as it is.
 */
export function needsRedraw(type: string, size: Size, max = MAX_PHOTO_SIDE): boolean {
  return Math.max(size.width, size.height) > max || (type !== 'image/jpeg' && type !== 'image/png');
}

/** '…/IMG_0001.png' → 'IMG_0001.jpg' */
export const jpegName = (name: string): string => `${name.replace(/\.[^./]+$/, '') || 'photo'}.jpg`;

/**
 * The photo to send: `file` itself when it needs nothing (or is not a picture, or the browser
 * cannot decode it: the server then says why it refuses it), else a JPEG within the limit.
 */
export async function downscalePhoto(file: File, max = MAX_PHOTO_SIDE): Promise<File> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    if (!needsRedraw(file.type, bitmap, max)) return file;
    const size = fitWithin(bitmap, max);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG's background becomes white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
