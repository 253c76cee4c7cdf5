/**
 * Responsive images: stored pictures (under /objects/) are also served as WebP in a few fixed widths,
 * at /img/{width}/{key}, so that a tile loads what fits it.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const OBJECTS_PREFIX = "/objects/";

/** Only addresses of images uploaded through this site; who uploaded one the server checks on submit. */
export const UPLOADED_IMAGE_PATH = /^\/objects\/uploads\/[0-9a-f]{32}$/;

/** The `srcset` for a stored picture's address; other addresses have no variants. */
export function imageSrcSet(src: string | null | undefined): string | undefined {
  if (!src?.startsWith(OBJECTS_PREFIX)) return undefined;
  const key = src.slice(OBJECTS_PREFIX.length).split(/[?#]/)[0];
  if (!key) return undefined;
  return IMAGE_WIDTHS.map((width) => `/img/${width}/${key} ${width}w`).join(", ");
}
