import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formTexts } from "../../../../shared/common/form-texts";
import { type Candidate, POSITION_LABELS, partyColor } from "../../../../shared/election/basics";
import {
  type CandidateInput,
  candidateInputSchema,
  ELECTION_POSITIONS,
} from "../../../../shared/election/election";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormInputField } from "../../../components/ui/form-input-field";
import { FormSelectField } from "../../../components/ui/form-select-field";
import { LabelledOptions } from "../../../components/ui/labelled-options";
import { UpkeepList } from "../../admin/ListState";
import {
  DeleteItemButton,
  EditItemButton,
  UpkeepForm,
  type UpkeepFormProps,
  UpkeepHeading,
} from "../../admin/UpkeepParts";
import { useUpkeepForm } from "../../admin/useUpkeepForm";
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
      <UpkeepHeading
        id="admin-candidates"
        title="Wahlumfrage: Kandidaturen"
        addLabel="Kandidatur hinzufügen"
        onAdd={() => setEditing({ kind: "edit", candidate: null })}
      />
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
              <EditItemButton name={candidate.name} onClick={() => setEditing({ kind: "edit", candidate })} />
              <DeleteItemButton
                name={candidate.name}
                onClick={() => setEditing({ kind: "delete", candidate })}
              />
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
              item={editing.candidate}
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

function CandidateForm({ item: candidate, ...actions }: UpkeepFormProps<Candidate, CandidateInput>) {
  const form = useUpkeepForm(candidateInputSchema, {
    ...formTexts(candidate, ["name", "party", "description"]),
    position: candidate?.position ?? "council",
  });
  return (
    <UpkeepForm form={form} {...actions}>
      <FormInputField form={form} name="name" label="Name" required />
      <FormInputField form={form} name="party" label="Partei" required />
      <FormSelectField form={form} name="position" label="Amt" required>
        <LabelledOptions values={ELECTION_POSITIONS} labels={POSITION_LABELS} />
      </FormSelectField>
      <FormInputField form={form} name="description" label="Beschreibung" rows={3} />
    </UpkeepForm>
  );
}
