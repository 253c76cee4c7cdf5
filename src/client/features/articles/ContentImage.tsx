import { imageSrcSet } from "../../../shared/images/images";

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

/** The picture above a detail page's headline: the column's width, loaded at once as it is in view. */
export function LeadImage({ src }: { src: string }) {
  return (
    <ContentImage
      src={src}
      sizes="(min-width: 768px) 48rem, 100vw"
      eager
      className="mt-6 max-h-[28rem] w-full rounded-lg object-cover"
    />
  );
}
