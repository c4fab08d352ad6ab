/**
 * Pictures of the marketing content: files shipped in `content/images/` (SVG, PNG or WebP), served
 * by the API itself under the media base (`/media/content/<file>`), never downloaded at run time.
 * Their intrinsic size is read from the file, so the replies' width and height are always true.
 */

export const CONTENT_IMAGE_FILE = /^[a-z0-9][a-z0-9-]{0,80}\.(svg|png|webp)$/u;

export const CONTENT_IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  webp: 'image/webp',
};

export interface ImageSize {
  width: number;
  height: number;
}

function svgSize(text: string): ImageSize | null {
  const root = /<svg\b[^>]*>/u.exec(text)?.[0];
  if (!root) return null;
  const attribute = (name: string) => {
    const value = new RegExp(`\\s${name}="([0-9]+(?:\\.[0-9]+)?)(?:px)?"`, 'u').exec(root)?.[1];
    return value === undefined ? undefined : Math.round(Number(value));
  };
  const width = attribute('width');
  const height = attribute('height');
  if (width !== undefined && height !== undefined) return { width, height };
  const viewBox = /\sviewBox="[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)"/u.exec(root);
  return viewBox ? { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) } : null;
}

function pngSize(bytes: Buffer): ImageSize | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function webpSize(bytes: Buffer): ImageSize | null {
  if (
    bytes.length < 30 ||
    bytes.toString('ascii', 0, 4) !== 'RIFF' ||
    bytes.toString('ascii', 8, 12) !== 'WEBP'
  )
    return null;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  return null;
}

/** The intrinsic size of a content picture; null when the file is not a picture of its kind. */
export function imageSize(file: string, bytes: Buffer): ImageSize | null {
  const kind = file.slice(file.lastIndexOf('.') + 1);
  const size =
    kind === 'svg' ? svgSize(bytes.toString('utf8')) : kind === 'png' ? pngSize(bytes) : webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
