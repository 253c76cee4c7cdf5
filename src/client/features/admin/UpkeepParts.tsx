import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button, type ButtonProps } from "../../components/ui/button";

// The parts of the lists the team keeps and edits in a dialog: the directory's businesses, the ballot,
// the assistant's knowledge.

/** The props of an item's form in its dialog: the item to edit (null: a new one) and what to do with the input. */
export interface UpkeepFormProps<T, Input> {
  item: T | null;
  pending: boolean;
  onSubmit: (input: Input) => void;
  onCancel: () => void;
}

interface UpkeepHeadingProps {
  /** The heading's id, which names the list's section. */
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
}

/** The list's heading with its button to add an item. */
export function UpkeepHeading({ id, title, addLabel, onAdd }: UpkeepHeadingProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <Button onClick={onAdd}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}

/** A row's button to edit its item; screen readers hear which item. */
export function EditItemButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      <Pencil className="h-4 w-4" aria-hidden="true" />
      Bearbeiten<span className="sr-only">: {name}</span>
    </Button>
  );
}

/** A row's button to delete its item; screen readers hear which item. */
export function DeleteItemButton({ name, ...props }: { name: string } & ButtonProps) {
  return (
    <Button variant="ghost" {...props}>
      <Trash2 className="h-4 w-4" aria-hidden="true" />
      Löschen<span className="sr-only">: {name}</span>
    </Button>
  );
}

/** An item's form in its dialog, ending in 'Abbrechen' and 'Speichern'. */
export function UpkeepForm<Values extends FieldValues, Input>({
  form,
  pending,
  onSubmit,
  onCancel,
  children,
}: Omit<UpkeepFormProps<unknown, Input>, "item"> & {
  form: UseFormReturn<Values, unknown, Input>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      {children}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Wird gespeichert..." : "Speichern"}
        </Button>
      </div>
    </form>
  );
}
