import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type Candidate, POSITION_LABELS, partyColor } from "../../../../shared/election/basics";
import {
  type CandidateInput,
  candidateInputSchema,
  ELECTION_POSITIONS,
} from "../../../../shared/election/election";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Field, Input, inputClass, Textarea } from "../../../components/ui/field";
import { UpkeepList } from "../../admin/ListState";
import { UpkeepFormButtons } from "../../admin/UpkeepFormButtons";
import { ElectionDateAdmin } from "./ElectionDateAdmin";
import { adminCandidatesKey, useCandidateUpkeep } from "./useCandidateUpkeep";

type Editing =
  | { kind: "edit"; candidate: Candidate | null }
  | { kind: "delete"; candidate: Candidate }
  | null;

/** The admins' upkeep of the poll's ballot: add, edit, and remove candidates nobody has voted for. */
export function CandidatesAdmin() {
  const list = useQuery<Candidate[]>({ queryKey: adminCandidatesKey });
  const [editing, setEditing] = useState<Editing>(null);
  const { save, remove } = useCandidateUpkeep(() => setEditing(null));

  return (
    <section aria-labelledby="admin-candidates">
      <ElectionDateAdmin />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-candidates" className="text-xl font-bold text-stone-900">
          Wahlumfrage: Kandidaturen
        </h2>
        <Button onClick={() => setEditing({ kind: "edit", candidate: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Kandidatur hinzufügen
        </Button>
      </div>
      <UpkeepList
        query={list}
        failed="Die Kandidaturen konnten nicht geladen werden."
        empty="Noch keine Kandidaturen erfasst."
        row={(candidate) => (
          <>
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="font-semibold text-stone-900">{candidate.name}</span>
              <Badge className={partyColor(candidate.party).badge}>{candidate.party}</Badge>
              <span className="text-sm text-stone-700">{POSITION_LABELS[candidate.position]}</span>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => setEditing({ kind: "edit", candidate })}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                Bearbeiten<span className="sr-only">: {candidate.name}</span>
              </Button>
              <Button variant="ghost" onClick={() => setEditing({ kind: "delete", candidate })}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Löschen<span className="sr-only">: {candidate.name}</span>
              </Button>
            </div>
          </>
        )}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing?.kind === "edit" ? (
          <DialogContent
            title={editing.candidate ? `${editing.candidate.name} bearbeiten` : "Kandidatur hinzufügen"}
          >
            <CandidateForm
              candidate={editing.candidate}
              pending={save.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={(input) => save.mutate({ id: editing.candidate?.id ?? null, input })}
            />
          </DialogContent>
        ) : editing?.kind === "delete" ? (
          <DialogContent
            title="Kandidatur löschen"
            description={`Sind Sie sicher, dass Sie die Kandidatur von ${editing.candidate.name} löschen möchten?`}
          >
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Abbrechen
              </Button>
              <Button disabled={remove.isPending} onClick={() => remove.mutate(editing.candidate.id)}>
                Löschen
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

function CandidateForm({
  candidate,
  pending,
  onSubmit,
  onCancel,
}: {
  candidate: Candidate | null;
  pending: boolean;
  onSubmit: (input: CandidateInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof candidateInputSchema>, unknown, CandidateInput>({
    resolver: zodResolver(candidateInputSchema),
    defaultValues: {
      name: candidate?.name ?? "",
      party: candidate?.party ?? "",
      description: candidate?.description ?? "",
      position: candidate?.position ?? "council",
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Field label="Name" required error={errors.name}>
        {(props) => <Input {...props} {...form.register("name")} />}
      </Field>
      <Field label="Partei" required error={errors.party}>
        {(props) => <Input {...props} {...form.register("party")} />}
      </Field>
      <Field label="Amt" required error={errors.position}>
        {(props) => (
          <select {...props} className={inputClass} {...form.register("position")}>
            {ELECTION_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {POSITION_LABELS[position]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Beschreibung" error={errors.description}>
        {(props) => <Textarea {...props} rows={3} {...form.register("description")} />}
      </Field>
      <UpkeepFormButtons pending={pending} onCancel={onCancel} />
    </form>
  );
}
