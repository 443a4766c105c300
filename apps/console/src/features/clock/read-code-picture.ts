import jsQR from 'jsqr';

/** Phone photos run to 4000 px: jsQR reads a code as well at a quarter of that, and far faster. */
const LONGEST_SIDE = 1024;

/** The text of the QR code in a picture (a photo of a printed code, or a saved punchCode.png); null when none is found. */
export async function readCodePicture(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  // A transparent PNG reads as black on black: paint it on white first, as on paper.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data ?? null;
}
