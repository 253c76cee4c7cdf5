import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";

/** The form of an item the team keeps, checked by the schema the server checks it with. */
export function useUpkeepForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  // The resolver's overloads do not follow a generic schema; its input and output are the form's.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver, defaultValues });
}
