/** Joins the class names that are set; conditional classes pass false or undefined. */
export const cn = (...classes: Array<string | false | null | undefined>) => classes.filter(Boolean).join(" ");
