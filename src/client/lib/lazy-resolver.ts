import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * Validation of a form by a zod schema that loads with the first validation, not with the page: zod and the
 * schemas weigh as much as a whole page's own code, and a visitor who only looks never needs them.
 */
export function lazyZodResolver<T extends FieldValues>(schema: () => Promise<ZodType>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([schema(), import("@hookform/resolvers/zod")]).then(
      ([loaded, { zodResolver }]) => zodResolver(loaded as ZodType<T, T>) as Resolver<T>,
    );
    return (await resolver)(values, context, options);
  };
}
