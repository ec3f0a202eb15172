// A phone's photo made smaller before it waits in the queue: 2-8 MB each, several per delivery,
// would take minutes on a weak signal. The server keeps copies at most 1600 px wide, so a long
// side of 2400 px (a portrait photo 1800 px wide) loses nothing it shows. Any photo the browser
// cannot decode (an iPhone's HEIC outside Safari) goes as it is: the server reads it.
const LONG_SIDE = 2400;
const QUALITY = 0.85;

export async function shrinkPhoto(file: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const smaller = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    return smaller && smaller.size < file.size ? smaller : file;
  } catch {
    return file;
  }
}
