export const navLink =
  "inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 hover:text-red-800";

export const categoryHref = (category: string) => `/category/${encodeURIComponent(category)}`;
