/** The two sizes: `small` beside a name in a list, `large` on the member's own profile card. */
const SIZES = {
  small: {
    picture: "h-10 w-10 rounded-full object-cover",
    initials:
      "inline-flex h-10 w-10 items-center justify-center rounded-full bg-stone-200 text-sm font-semibold text-stone-800",
  },
  large: {
    picture: "h-20 w-20 rounded-full object-cover",
    initials:
      "flex h-20 w-20 items-center justify-center rounded-full bg-red-100 text-2xl font-bold text-red-900",
  },
} as const;

/** A member's round profile picture or, without one, their initials (decorative: the name stands nearby). */
export function Avatar({
  src,
  alt,
  initials,
  size,
}: {
  src: string | null | undefined;
  alt: string;
  initials: string | undefined;
  size: keyof typeof SIZES;
}) {
  return src ? (
    <img src={src} alt={alt} className={SIZES[size].picture} />
  ) : (
    <span aria-hidden="true" className={SIZES[size].initials}>
      {initials}
    </span>
  );
}
