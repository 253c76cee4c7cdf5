import { imageSrcSet } from "../../../shared/images";

/**
 * A content picture: stored pictures come with WebP variants (srcset), so the browser loads the
 * size the layout needs; `sizes` says how wide the picture is shown.
 */
export function ContentImage({
  src,
  sizes,
  className,
  alt = "",
  eager = false,
}: {
  src: string;
  sizes: string;
  className?: string;
  alt?: string;
  eager?: boolean;
}) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
